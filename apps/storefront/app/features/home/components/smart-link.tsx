import type { ReactNode } from "react";
import { Link } from "react-router";
import { isExternal } from "../image-set";

/** A staff-entered link: in-app routes through the router, outside addresses as plain anchors, none as a plain block. */
export function SmartLink({
  to,
  className,
  label,
  children,
}: {
  to: string;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  if (!to) return <div className={className}>{children}</div>;
  if (isExternal(to))
    return (
      <a href={to} className={className} aria-label={label} rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    );
  return (
    <Link to={to} className={className} aria-label={label}>
      {children}
    </Link>
  );
}

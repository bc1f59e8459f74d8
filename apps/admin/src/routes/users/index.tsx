import { RowDeleteButton, useConfirmedDelete } from "@admin/components/confirmed-delete";
import { DataTable, dataTableColumns } from "@admin/components/data-table";
import { PageHeader } from "@admin/components/page-header";
import { useMe } from "@admin/hooks/api/auth";
import { type StaffUser, useDeleteStaffUser, useStaffUsers } from "@admin/hooks/api/users";
import { cn } from "@admin/lib/cn";
import { formatDate } from "@admin/lib/format";
import { queryTableProps } from "@admin/lib/query-table";
import { useCurrentScreen } from "@admin/lib/screens";
import { AddStaffUserForm } from "./add-form";

const col = dataTableColumns<StaffUser>();
const rowId = (row: StaffUser) => row.email;

const ROLE_STYLES: Record<StaffUser["role"], string> = {
  admin: "bg-brand-100 text-brand-900",
  Editor: "bg-sky-50 text-sky-800",
  Employee: "bg-amber-50 text-amber-800",
};

const columns = [
  col.accessor((row) => `${row.first_name} ${row.last_name}`.trim(), {
    id: "name",
    header: "Name",
    cell: ({ row, getValue }) => <StaffName name={getValue()} email={row.original.email} />,
  }),
  col.accessor("email", { header: "Email", meta: { className: "min-w-56 [overflow-wrap:anywhere]" } }),
  col.accessor("role", {
    header: "Role",
    cell: (info) => (
      <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", ROLE_STYLES[info.getValue()])}>
        {info.getValue()}
      </span>
    ),
  }),
  col.accessor("mobile", {
    header: "Mobile",
    cell: (info) => info.getValue() || <span className="text-stone-400">—</span>,
    meta: { className: "whitespace-nowrap" },
  }),
  col.accessor("created", {
    header: "Added",
    cell: (info) => formatDate(info.getValue()),
    meta: { className: "whitespace-nowrap text-stone-600" },
  }),
];

/**
 * Spec §2 Users (/admin/users) and the older Add User page (/Adduser): the staff table and an add form
 * that really adds. Delete asks first; the server refuses your own account and the last admin.
 */
export function Component() {
  const list = useStaffUsers();
  const me = useMe();
  const { ask, deletingId } = useConfirmedDelete(useDeleteStaffUser(), {
    idOf: (user: StaffUser) => user.email,
    question: (user) => ({
      title: "Are you sure you want to delete this user?",
      description: `${user.first_name} ${user.last_name} (${user.email}) will no longer be able to sign in.`,
    }),
    refusedTitle: "This user cannot be deleted",
  });
  const myEmail = me.data?.email.toLowerCase();
  // One screen, two addresses: /Adduser keeps its own name ("Add User").
  const title = useCurrentScreen()?.title ?? "Users";

  return (
    <>
      <PageHeader
        title={title}
        description="Staff who can sign in to the back office. Editors manage products and categories; Employees manage home content and size customization."
      />
      <div className="space-y-6">
        <AddStaffUserForm />
        <DataTable
          label="Staff users"
          {...queryTableProps(list)}
          columns={columns}
          getRowId={rowId}
          rowActions={(user) =>
            user.email.toLowerCase() === myEmail ? null : (
              <RowDeleteButton
                label={`Delete ${user.email}`}
                pending={deletingId === user.email}
                onClick={() => void ask(user)}
              />
            )
          }
          emptyTitle="No staff yet"
          search={{ label: "Search users", placeholder: "Search name, email or role" }}
          initialSorting={[{ id: "created", desc: true }]}
        />
      </div>
    </>
  );
}

/** The staff member's name, marked "(you)" on the signed-in account's row. */
function StaffName({ name, email }: { name: string; email: string }) {
  const me = useMe();
  return (
    <span className="font-medium whitespace-nowrap text-stone-900">
      {name || "—"}
      {email.toLowerCase() === me.data?.email.toLowerCase() ? (
        <span className="ml-2 text-xs font-normal text-stone-500">(you)</span>
      ) : null}
    </span>
  );
}

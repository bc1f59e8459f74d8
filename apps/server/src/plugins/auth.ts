import { isAllowed, type Policy, type Role } from "@boutique/shared/access";
import cookie from "@fastify/cookie";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ForbiddenError, UnauthorizedError } from "../lib/errors";
import { users } from "../modules/auth/auth.tables";
import {
  createTokenSigner,
  TOKEN_COOKIE,
  TOKEN_LIFETIME_SECONDS,
  type TokenSigner,
} from "../modules/auth/token";
import { ADMIN_API_ACCESS } from "./access-table";

export type SessionUser = {
  id: number;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  mobile: string;
  /** Made at a guest checkout (issue 26 §4): no password and no Google sign-in yet. */
  guest: boolean;
};

declare module "fastify" {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** Every registered route's access policy, keyed "METHOD /path", for the role-matrix test. */
    routeAccess: Map<string, Policy>;
    setSessionCookie(reply: FastifyReply, token: string): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; /api/admin routes take theirs from ADMIN_API_ACCESS. */
    access?: Policy;
  }
}

/** Reads the session token (cookie or bearer), loads the user, and enforces each route's policy. */
/**
 * The signed-in user of a route whose access policy already refused guests ("user", "staff", ...): the
 * check only narrows the type, and still answers 401 if a route is ever registered without the policy.
 */
export function signedInUser(request: { user: SessionUser | null }): SessionUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

export default fp(
  async function auth(app: FastifyInstance) {
    await app.register(cookie);
    app.decorate("tokens", createTokenSigner(app.config.jwtSecret));
    app.decorate("routeAccess", new Map<string, Policy>());
    app.decorateRequest("user", null);

    const secure = app.config.publicUrl.startsWith("https://");
    app.decorate("setSessionCookie", (reply: FastifyReply, token: string) => {
      reply.setCookie(TOKEN_COOKIE, token, {
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/",
        maxAge: TOKEN_LIFETIME_SECONDS,
      });
    });
    app.decorate("clearSessionCookie", (reply: FastifyReply) => {
      reply.clearCookie(TOKEN_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
    });

    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === "OPTIONS") continue;
        // Fastify adds a HEAD route for every GET; it runs the GET handler, so it takes the GET policy.
        const key = `${method === "HEAD" ? "GET" : method} ${route.url}`;
        let policy = route.config?.access;
        if (route.url.startsWith("/api/admin")) {
          policy = ADMIN_API_ACCESS[key];
          if (!policy)
            throw new Error(`No access rule for ${key}: add it to ADMIN_API_ACCESS in access-table.ts`);
        }
        if (!route.url.startsWith("/api/")) continue;
        const resolved: Policy = policy ?? "public";
        if (method !== "HEAD") app.routeAccess.set(key, resolved);
        if (resolved === "public") continue;
        const guard = async (request: FastifyRequest) => {
          if (!request.user) throw new UnauthorizedError();
          if (!isAllowed(resolved, request.user.role)) throw new ForbiddenError();
        };
        // onRequest runs after the app-level hook that loads request.user, and before any body is parsed.
        const existing = route.onRequest;
        route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : guard;
      }
    });

    app.addHook("onRequest", async (request) => {
      // Only API routes read request.user; pages reach the API in-process with the same cookie.
      const url = request.url.toLowerCase(); // routes match case-insensitively
      if (!url.startsWith("/api/") || url.startsWith("/api/images/")) return;
      const token = readToken(request);
      if (!token) return;
      const claims = await app.tokens.verify(token);
      if (!claims) return;
      const [row] = await app.db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          firstName: users.firstName,
          lastName: users.lastName,
          mobile: users.mobile,
          guest: sql<boolean>`${users.passwordHash} is null and ${users.googleSub} is null`,
        })
        .from(users)
        .where(eq(users.id, claims.userId))
        .limit(1);
      request.user = row ?? null;
    });
  },
  { name: "auth", dependencies: ["db", "config"] },
);

function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || null;
  return request.cookies[TOKEN_COOKIE] ?? null;
}

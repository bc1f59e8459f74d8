// Every table of every module, for drizzle-kit and the typed query API.
export * from "../modules/auth/auth.tables";
export * from "../modules/mail/mail.tables";

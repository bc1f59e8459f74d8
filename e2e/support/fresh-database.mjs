// Makes the database DATABASE_URL names empty and new (dropped if a run before left it), so each journey
// server on PostgreSQL starts from its own seed. Nothing to do on the embedded database.
import pg from "pg";

const url = process.env.DATABASE_URL;
if (url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`A journey database is named in a-z, 0-9 and _: ${name}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

import { randomBytes } from "node:crypto";
import { COUPON_MESSAGES } from "@boutique/shared/schemas/coupon";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUsersService } from "../src/modules/auth/users.service";
import { couponRedemptions } from "../src/modules/coupons/coupons.tables";
import { orders } from "../src/modules/orders/orders.tables";
import { buildAppWithUploads, fieldParts, postMultipart, solidPng } from "./admin-fixtures";
import { b64, createUser, signInAs } from "./helpers";

let app: FastifyInstance;
let setup: Awaited<ReturnType<typeof buildAppWithUploads>>;
let admin: Awaited<ReturnType<typeof signInAs>>;

const call = (
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin.headers,
) => app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined });

beforeAll(async () => {
  setup = await buildAppWithUploads("people-test");
  app = setup.app;
  admin = await signInAs(app, "admin");
});
afterAll(() => setup.close());

describe("coupons", () => {
  it("answers 'Please fill all values' without a code or discount, and the rule for a bad one", async () => {
    for (const body of [
      { discount: 10 },
      { code: "  ", discount: 10 },
      { code: "DIWALI" },
      { code: "DIWALI", discount: "" },
    ]) {
      const response = await call("POST", "/api/admin/coupons", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Please fill all values");
    }
    const cases: [Record<string, unknown>, string][] = [
      [
        { code: "DI WALI", discount: 10 },
        "The code may use only letters, digits, - and _ (3 to 30 characters).",
      ],
      [{ code: "DIWALI", discount: 0 }, "The discount must be a whole percent from 1 to 100."],
      [{ code: "DIWALI", discount: 101 }, "The discount must be a whole percent from 1 to 100."],
      [{ code: "DIWALI", discount: 12.5 }, "The discount must be a whole percent from 1 to 100."],
      [
        { code: "DIWALI", discount: 10, max: -5 },
        "The maximum discount must be an amount in rupees above 0, with at most two decimals; leave it blank for no cap.",
      ],
      // A cap of 0 would give nothing; blank is how "no cap" is said.
      [
        { code: "DIWALI", discount: 10, max: 0 },
        "The maximum discount must be an amount in rupees above 0, with at most two decimals; leave it blank for no cap.",
      ],
      [
        { code: "DIWALI", discount: 10, max: 10.005 },
        "The maximum discount must be an amount in rupees above 0, with at most two decimals; leave it blank for no cap.",
      ],
      [
        { code: "DIWALI", discount: 10, expDate: "31/12/2030" },
        "The expiry date must be a date (YYYY-MM-DD).",
      ],
      [{ code: "DIWALI", discount: 10, expDate: "2020-01-01" }, "The expiry date has passed."],
    ];
    for (const [body, message] of cases) {
      const response = await call("POST", "/api/admin/coupons", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const extra = await call("POST", "/api/admin/coupons", {
      code: "DIWALI",
      discount: 10,
      first_order_only: true,
    });
    expect(extra.statusCode).toBe(400);
    expect((await call("GET", "/api/admin/coupons")).json()).toEqual([]);
  });

  it("adds a coupon with its cap in rupees and its expiry at the end of the day in India", async () => {
    const response = await call("POST", "/api/admin/coupons", {
      code: "diwali-25",
      discount: "25",
      max: "499.50",
      expDate: "2099-12-31",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("coupon Added Successfully");
    expect(body.data).toMatchObject({
      code: "DIWALI-25",
      discount: 25,
      max_discount: 499.5,
      first_order_only: false,
      expiry_date: "2099-12-31T18:29:59.999Z",
    });
    const open = await call("POST", "/api/admin/coupons", {
      code: "NOCAP",
      discount: 5,
      max: "",
      expDate: "",
    });
    expect(open.statusCode).toBe(201);
    expect(open.json().data).toMatchObject({ code: "NOCAP", max_discount: null, expiry_date: null });

    const list = (await call("GET", "/api/admin/coupons")).json() as { code: string }[];
    expect(list.map((coupon) => coupon.code).sort()).toEqual(["DIWALI-25", "NOCAP"]);
  });

  it("takes a usage limit and once per customer, and refuses a limit that is not a whole number above 0", async () => {
    const limited = await call("POST", "/api/admin/coupons", {
      code: "FIRST100",
      discount: 15,
      usageLimit: "100",
      oncePerCustomer: true,
    });
    expect(limited.statusCode).toBe(201);
    expect(limited.json().data).toMatchObject({ usage_limit: 100, used: 0, once_per_customer: true });
    for (const usageLimit of [0, 2.5, "many"]) {
      const refused = await call("POST", "/api/admin/coupons", { code: "BADLIMIT", discount: 5, usageLimit });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(COUPON_MESSAGES.usageLimit);
    }
    const id = (limited.json().data as { id: number }).id;
    expect((await call("DELETE", `/api/admin/coupons/${id}`)).statusCode).toBe(200);
  });

  it("counts each coupon's reserved and redeemed uses, not its released ones or another coupon's", async () => {
    const made = async (code: string) =>
      ((await call("POST", "/api/admin/coupons", { code, discount: 10 })).json().data as { id: number }).id;
    const [twice, once, never] = [await made("USEDTWICE"), await made("USEDONCE"), await made("NEVERUSED")];
    const customer = await createUser(app, { role: "user" });
    const order = async () => {
      const [row] = await app.db
        .insert(orders)
        .values({
          userId: customer.id,
          payType: "Razorpay",
          currency: "INR",
          subtotal: 100,
          total: 100,
          amountCharged: 100,
          status: "paid",
          paidAt: new Date(),
        })
        .returning({ id: orders.id });
      return row!.id;
    };
    for (const [couponId, status] of [
      [twice, "redeemed"],
      [twice, "reserved"],
      [twice, "released"],
      [once, "redeemed"],
      [once, "released"],
    ] as const) {
      await app.db
        .insert(couponRedemptions)
        .values({ couponId, userId: customer.id, orderId: await order(), status });
    }
    const list = (await call("GET", "/api/admin/coupons")).json() as { id: number; used: number }[];
    const usedOf = (id: number) => list.find((coupon) => coupon.id === id)?.used;
    expect([usedOf(twice), usedOf(once), usedOf(never)]).toEqual([2, 1, 0]);
    for (const id of [twice, once, never]) await call("DELETE", `/api/admin/coupons/${id}`);
  });

  it("refuses a code that exists in any case with 'coupon already exists'", async () => {
    const response = await call("POST", "/api/admin/coupons", { code: "Diwali-25", discount: 30 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("coupon already exists");
    const list = (await call("GET", "/api/admin/coupons")).json() as { code: string; discount: number }[];
    expect(list.find((coupon) => coupon.code === "DIWALI-25")?.discount).toBe(25);
  });

  it("deletes a coupon once; a second delete and a bad id answer 404 and 400", async () => {
    const list = (await call("GET", "/api/admin/coupons")).json() as { id: number; code: string }[];
    const nocap = list.find((coupon) => coupon.code === "NOCAP")!;
    const response = await call("DELETE", `/api/admin/coupons/${nocap.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "coupon Deleted Successfully" });
    expect((await call("DELETE", `/api/admin/coupons/${nocap.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/admin/coupons/abc")).statusCode).toBe(400);
    const after = (await call("GET", "/api/admin/coupons")).json() as { code: string }[];
    expect(after.map((coupon) => coupon.code)).toEqual(["DIWALI-25"]);
  });

  it("is admin only", async () => {
    for (const role of ["Editor", "Employee", "user"] as const) {
      const { headers } = await signInAs(app, role);
      expect((await call("GET", "/api/admin/coupons", undefined, headers)).statusCode).toBe(403);
      expect(
        (await call("POST", "/api/admin/coupons", { code: "X123", discount: 5 }, headers)).statusCode,
      ).toBe(403);
    }
  });
});

describe("testimonials", () => {
  let picture: Buffer;
  const storedFiles = () => setup.storedFiles();
  const add = (fields: Record<string, string>, withImage = true, headers = admin.headers) => {
    const parts = fieldParts(fields);
    if (withImage) parts.push({ name: "image", filename: "priya.png", data: picture });
    return postMultipart(app, "/api/admin/testimonials", headers, parts);
  };

  beforeAll(async () => {
    picture = await solidPng(80, 80, "#7a1f3d");
  });

  it("answers 'Please fill all values' without a name, message or picture, storing nothing", async () => {
    for (const response of [
      await add({ desc: "Lovely saree" }),
      await add({ name: "Priya", desc: "   " }),
      await add({ name: "Priya", desc: "Lovely saree" }, false),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Please fill all values" });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it("adds a testimonial that the home page shows, then deletes it with its picture", async () => {
    const response = await add({ name: " Priya S. ", desc: "The lehenga fit perfectly." });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Testimonial Added Successfully");
    expect(body.data).toMatchObject({ name: "Priya S.", description: "The lehenga fit perfectly." });
    expect(await storedFiles()).toEqual([body.data.image]);

    const home = (await app.inject({ method: "GET", url: "/api/testimonials" })).json() as { id: number }[];
    expect(home.map((item) => item.id)).toContain(body.data.id);
    const list = (await call("GET", "/api/admin/testimonials")).json() as { id: number }[];
    expect(list.map((item) => item.id)).toEqual([body.data.id]);

    const removed = await call("DELETE", `/api/admin/testimonials/${body.data.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: "Testimonial Deleted Successfully" });
    expect(await storedFiles()).toEqual([]);
    expect((await call("DELETE", `/api/admin/testimonials/${body.data.id}`)).statusCode).toBe(404);
    const home2 = (await app.inject({ method: "GET", url: "/api/testimonials" })).json() as { id: number }[];
    expect(home2.map((item) => item.id)).not.toContain(body.data.id);
  });

  it("is admin only", async () => {
    const { headers } = await signInAs(app, "Employee");
    expect((await add({ name: "A", desc: "B" }, true, headers)).statusCode).toBe(403);
    expect(await storedFiles()).toEqual([]);
  });
});

describe("staff users", () => {
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    email: `staff-${randomBytes(3).toString("hex")}@example.com`,
    password: b64("Staff#2026pass"),
    first_name: "Asha",
    last_name: "Rao",
    ...overrides,
  });

  it("answers 'Please fill all values' when the email, a name or the password is missing", async () => {
    for (const missing of ["email", "password", "first_name", "last_name"]) {
      const body: Record<string, unknown> = newUser();
      delete body[missing];
      const response = await call("POST", "/api/admin/users", body);
      expect(response.statusCode, missing).toBe(400);
      expect(response.json().message).toBe("Please fill all values");
      const blank = await call("POST", "/api/admin/users", newUser({ [missing]: "" }));
      expect(blank.json().message).toBe("Please fill all values");
    }
  });

  it("refuses an admin role, a weak password and a password not sent as base64", async () => {
    const asAdmin = await call("POST", "/api/admin/users", newUser({ role: "admin" }));
    expect(asAdmin.statusCode).toBe(400);
    expect(asAdmin.json().message).toBe("Role must be Editor or Employee");
    const weak = await call("POST", "/api/admin/users", newUser({ password: b64("short") }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^Minimum eight characters/);
    const plain = await call("POST", "/api/admin/users", newUser({ password: "Staff#2026pass!" }));
    expect(plain.json().message).toBe("Password must be sent base64-encoded.");
  });

  it("adds an Editor by default and an Employee on request; each signs in with the password given", async () => {
    const editor = newUser({ email: "New.Editor@Example.com" });
    const response = await call("POST", "/api/admin/users", editor);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: "User Added Successfully",
      data: { email: "new.editor@example.com", role: "Editor", first_name: "Asha" },
    });
    const employee = newUser({ role: "Employee" });
    expect((await call("POST", "/api/admin/users", employee)).json().data.role).toBe("Employee");

    const login = await app.inject({
      method: "POST",
      url: "/api/login/admin",
      payload: { email: "new.editor@example.com", password: b64("Staff#2026pass") },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe("Editor");

    const duplicate = await call("POST", "/api/admin/users", newUser({ email: "NEW.editor@example.com" }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe("A user with this email already exists");

    const list = (await call("GET", "/api/admin/users")).json() as { email: string; role: string }[];
    expect(list.map((user) => user.email)).toEqual(
      expect.arrayContaining(["new.editor@example.com", employee.email, admin.user.email]),
    );
    expect(list.every((user) => user.role !== "user")).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/password|argon/i);
  });

  it("deletes a staff account by email (any case); the deleted account's session stops working", async () => {
    const target = await signInAs(app, "Employee");
    const response = await call(
      "DELETE",
      `/api/admin/users/${encodeURIComponent(target.user.email.toUpperCase())}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "User Deleted Successfully" });
    expect((await call("GET", "/api/admin/customization", undefined, target.headers)).statusCode).toBe(401);
    expect(
      (await call("DELETE", `/api/admin/users/${encodeURIComponent(target.user.email)}`)).statusCode,
    ).toBe(404);
  });

  it("never deletes customers through the staff list", async () => {
    const customer = await createUser(app, { role: "user" });
    const response = await call("DELETE", `/api/admin/users/${encodeURIComponent(customer.email)}`);
    expect(response.statusCode).toBe(404);
    const customers = (await call("GET", "/api/admin/customers")).json() as { email: string }[];
    expect(customers.map((row) => row.email)).toContain(customer.email);
  });

  it("refuses an admin deleting themselves; another admin may delete them", async () => {
    const self = await call("DELETE", `/api/admin/users/${encodeURIComponent(admin.user.email)}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("You cannot delete your own account");

    const second = await signInAs(app, "admin");
    const url = `/api/admin/users/${encodeURIComponent(admin.user.email)}`;
    expect((await call("DELETE", url, undefined, second.headers)).statusCode).toBe(200);
    admin = second;
  });

  it("never deletes the last admin, even when two admins delete each other at once", async () => {
    const other = await signInAs(app, "admin");
    const [first, second] = await Promise.all([
      call("DELETE", `/api/admin/users/${encodeURIComponent(other.user.email)}`, undefined, admin.headers),
      call("DELETE", `/api/admin/users/${encodeURIComponent(admin.user.email)}`, undefined, other.headers),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // One deletion wins; the loser is refused as the last admin (409) or, if it ran after the winner
    // removed its caller, is no longer signed in (401).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const survivor = first.statusCode === 200 ? admin : other;
    const admins = (
      (await call("GET", "/api/admin/users", undefined, survivor.headers)).json() as { role: string }[]
    ).filter((user) => user.role === "admin");
    expect(admins).toHaveLength(1);
    admin = survivor;

    const service = createUsersService({ db: app.db });
    await expect(service.remove(admin.user.email, -1)).rejects.toThrow("The last admin cannot be deleted");
  });

  it("is admin only", async () => {
    const editor = await signInAs(app, "Editor");
    const url = `/api/admin/users/${encodeURIComponent(admin.user.email)}`;
    expect((await call("DELETE", url, undefined, editor.headers)).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/users", newUser(), editor.headers)).statusCode).toBe(403);
  });
});

describe("customers", () => {
  let ravi: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    ravi = await createUser(app, { role: "user", firstName: "Ravi", email: "ravi.kumar@example.com" });
    await createUser(app, {
      role: "user",
      firstName: '=HYPERLINK("http://x")',
      email: "formula@example.com",
    });
  });

  it("lists customer accounts only (no staff), with the spec's fields, narrowed by a search", async () => {
    const all = (await call("GET", "/api/admin/customers")).json() as Record<string, unknown>[];
    expect(all.find((row) => row.email === "ravi.kumar@example.com")).toEqual({
      id: ravi.id,
      name: "Ravi",
      last_name: "User",
      email: "ravi.kumar@example.com",
      mobile: "",
      created: ravi.createdAt.toISOString(),
    });
    expect(all.some((row) => row.email === admin.user.email)).toBe(false);

    const found = (await call("GET", "/api/admin/customers?search=RAVI")).json() as { email: string }[];
    expect(found.map((row) => row.email)).toEqual(["ravi.kumar@example.com"]);
    const byFullName = (await call("GET", "/api/admin/customers?search=ravi%20user")).json() as unknown[];
    expect(byFullName).toHaveLength(1);
    const wildcard = (await call("GET", "/api/admin/customers?search=%25")).json() as unknown[];
    expect(wildcard).toEqual([]);
  });

  it("exports Customers.xlsx as a real workbook: header row, one row per customer, formulas kept as text", async () => {
    const response = await call("GET", "/api/admin/customers/export");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toBe('attachment; filename="Customers.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Customers")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "ID",
      "First name",
      "Last name",
      "Email",
      "Mobile",
      "Created",
    ]);
    const listed = (await call("GET", "/api/admin/customers")).json() as { id: number; email: string }[];
    expect(sheet.rowCount).toBe(listed.length + 1);
    const rows = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, number) => {
      if (number > 1) rows.set(String(row.getCell(4).value), row);
    });
    const raviRow = rows.get("ravi.kumar@example.com")!;
    expect(raviRow.getCell(1).value).toBe(ravi.id);
    expect(raviRow.getCell(2).value).toBe("Ravi");
    expect((raviRow.getCell(6).value as Date).getTime()).toBe(ravi.createdAt.getTime());
    const formulaRow = rows.get("formula@example.com")!;
    expect(formulaRow.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(formulaRow.getCell(2).value).toBe('=HYPERLINK("http://x")');

    const narrowed = await call("GET", "/api/admin/customers/export?search=ravi");
    const small = new ExcelJS.Workbook();
    await small.xlsx.load(narrowed.rawPayload as unknown as ArrayBuffer);
    expect(small.getWorksheet("Customers")!.rowCount).toBe(2);
  });

  it("is admin only", async () => {
    const { headers } = await signInAs(app, "Editor");
    expect((await call("GET", "/api/admin/customers", undefined, headers)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/customers/export", undefined, headers)).statusCode).toBe(403);
  });
});

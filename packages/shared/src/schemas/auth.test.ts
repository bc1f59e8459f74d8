import { describe, expect, it } from "vitest";
import {
  ChangePasswordBody,
  ChangePasswordForm,
  CreatePasswordForm,
  decodeBase64,
  encodeBase64,
  PASSWORD_RULE_MESSAGE,
  RegisterBody,
  ResetPasswordForm,
} from "./auth";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("base64 helpers", () => {
  it("round-trip UTF-8 and refuse what is not base64", () => {
    expect(decodeBase64(encodeBase64("Pässwörd1 ✓"))).toBe("Pässwörd1 ✓");
    expect(decodeBase64("not base64!")).toBeNull();
    expect(decodeBase64("abc")).toBeNull();
    expect(decodeBase64("/w==")).toBeNull(); // a lone 0xff byte is not UTF-8
  });
});

describe("RegisterBody", () => {
  const valid = {
    email: " Asha@Example.COM ",
    password: encodeBase64(" Lehenga2024 "),
    name: " Asha ",
    mobile: "Kapoor",
  };
  it("decodes and trims the password, lower-cases the email", () => {
    expect(RegisterBody.parse(valid)).toEqual({
      email: "asha@example.com",
      password: "Lehenga2024",
      name: "Asha",
      mobile: "Kapoor",
    });
  });
  it("refuses unknown fields and weak passwords", () => {
    expect(RegisterBody.safeParse({ ...valid, role: "admin" }).success).toBe(false);
    expect(firstMessage(RegisterBody.safeParse({ ...valid, password: encodeBase64("lehenga2024") }))).toBe(
      PASSWORD_RULE_MESSAGE,
    );
  });
});

describe("password change", () => {
  it("gives the spec's messages in the body and the form", () => {
    expect(
      firstMessage(ChangePasswordBody.safeParse({ oldPassword: "", newPassword: encodeBase64("Abcdefg1") })),
    ).toBe("Old password is empty");
    expect(
      firstMessage(
        ChangePasswordBody.safeParse({
          oldPassword: encodeBase64("Abcdefg1"),
          newPassword: encodeBase64("Abcdefg1"),
        }),
      ),
    ).toBe("Old and new password can't be same.");
    expect(
      firstMessage(
        ChangePasswordForm.safeParse({ oldPassword: "Old1234a", newPassword: "", confirmPassword: "" }),
      ),
    ).toBe("New password is empty");
    expect(
      firstMessage(
        ChangePasswordForm.safeParse({
          oldPassword: "Old1234a",
          newPassword: "New1234a",
          confirmPassword: "New1234b",
        }),
      ),
    ).toBe("New password are not matching");
  });
  it("checks the reset form's match before the rule", () => {
    expect(
      firstMessage(
        ResetPasswordForm.safeParse({ otp: "123456", password: "weak", confirmPassword: "weaker" }),
      ),
    ).toBe("New password are not matching");
    expect(
      ResetPasswordForm.safeParse({ otp: "123456", password: "Strong2024", confirmPassword: "Strong2024" })
        .success,
    ).toBe(true);
  });

  it("names an empty old password first, as spec §5 orders the change form's messages", () => {
    const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    expect(
      first(ChangePasswordForm.safeParse({ oldPassword: "", newPassword: "", confirmPassword: "" })),
    ).toBe("Old password is empty");
    // A guest's first password has no old one: the new one's checks come first.
    expect(
      first(CreatePasswordForm.safeParse({ newPassword: "Strong#2026", confirmPassword: "Strong#2025" })),
    ).toBe("New password are not matching");
    expect(first(CreatePasswordForm.safeParse({ newPassword: "weak", confirmPassword: "weak" }))).toBe(
      PASSWORD_RULE_MESSAGE,
    );
    expect(
      CreatePasswordForm.safeParse({ newPassword: "Strong#2026", confirmPassword: "Strong#2026" }).success,
    ).toBe(true);
  });
});

import { PASSWORD_RULE_MESSAGE } from "@boutique/shared/schemas/auth";

/** The spec's wording (§5, §8), in one place for the sign-in and reset pages. */
export const AUTH_MESSAGES = {
  loginSuccess: "Login Successful",
  loginFailed: "Incorrect Email ID or Password",
  alreadyRegistered:
    "This email address is already registered. Please try some other email address or login with your existing login details.",
  passwordRule: PASSWORD_RULE_MESSAGE,
  invalidOtp: "Invalid OTP",
  otpVerified: "OTP Verified",
  otpSent: "OTP Sent",
  passwordUpdated: "Password updated.",
  newPasswordEmpty: "New password is empty",
  newPasswordMismatch: "New password are not matching",
  emailRequired: "Please enter Email ID.",
  emailInvalid: "Please enter a valid Email ID.",
  passwordRequired: "Please enter password.",
  firstNameRequired: "Please enter your first name.",
  lastNameRequired: "Please enter your last name.",
  tryAgain: "Something went wrong. Please try again.",
} as const;

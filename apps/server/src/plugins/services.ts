import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createAccountService } from "../modules/account/account.service";
import { createAuthRepository } from "../modules/auth/auth.repository";
import { createAuthService } from "../modules/auth/auth.service";
import { createGoogleVerifier } from "../modules/auth/google";
import { createOtpService } from "../modules/auth/otp.service";
import { createCartService } from "../modules/cart/cart.service";
import { createCartShare } from "../modules/cart/cart-share";
import { createMailer } from "../modules/mail/mailer";
import { createMediaService } from "../modules/media/media.service";

/** Builds each module's service from its dependencies and exposes it as a decorator. */
export default fp(
  async function services(app: FastifyInstance) {
    const mailer = createMailer({ db: app.db, config: app.config, log: app.log });
    app.decorate("mailer", mailer);
    const authRepository = createAuthRepository(app.db);
    const otp = createOtpService({ repository: authRepository, secret: app.config.jwtSecret });
    const google = createGoogleVerifier(app.config.google);
    const authDeps = {
      repository: authRepository,
      otp,
      mailer,
      attempts: app.attempts,
      tokens: app.tokens,
      google,
    };
    app.decorate("authService", createAuthService({ ...authDeps, config: app.config }));
    app.decorate(
      "accountService",
      createAccountService({ repository: authRepository, attempts: app.attempts }),
    );
    // Decorated here, not in the cart routes, because sign-in merges the guest cart too.
    const cartService = createCartService({ db: app.db, settings: app.settingsService });
    app.decorate("cartService", cartService);
    app.decorate("cartShare", createCartShare({ db: app.db, cartService, publicUrl: app.config.publicUrl }));
    const media = createMediaService({
      store: app.storage.media,
      onEncode: (event) => app.log.debug(event, "media variant encoded"),
    });
    app.decorate("media", media);
  },
  {
    name: "services",
    dependencies: ["db", "redis", "config", "rate-limit", "auth", "settings-service", "storage"],
  },
);

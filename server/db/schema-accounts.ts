/**
 * Accounts: users, their tokens, and the short-lived records of sign-in security (captchas,
 * codes, rate-limit events, WeChat OAuth states). All in the database so any process behind
 * the load balancer can answer any request.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const created = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    mobile: text("mobile"),
    email: text("email"),
    /** scrypt hash; null for accounts created by WeChat sign-in until a password is set. */
    passwordHash: text("password_hash"),
    wechatOpenId: text("wechat_open_id"),
    wechatUnionId: text("wechat_union_id"),
    nickname: text("nickname").notNull(),
    gender: integer("gender").notNull().default(0),
    birthday: text("birthday").notNull().default(""),
    bio: text("bio").notNull().default(""),
    avatarKey: text("avatar_key"),
    /** member | reviewer | admin (contract/admin.ts ROLES): what the console lets the account do. */
    role: text("role").notNull().default("member"),
    createdAt: created(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_mobile_uq").on(t.mobile),
    uniqueIndex("users_email_uq").on(t.email),
    uniqueIndex("users_wechat_open_id_uq").on(t.wechatOpenId),
  ],
);

/** Sign-in tokens, stored only as SHA-256 hashes. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    createdAt: created(),
  },
  (t) => [uniqueIndex("auth_tokens_hash_uq").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId)],
);

/** Block-puzzle captchas: the answer never leaves the server. */
export const captchas = pgTable("captchas", {
  token: text("token").primaryKey(),
  secretKey: text("secret_key").notNull(),
  answerX: integer("answer_x").notNull(),
  failures: integer("failures").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** SHA-256 of the captchaVerification a passed check produced; spent by one sendCode. */
  verificationHash: text("verification_hash"),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: created(),
});

/** Verification codes sent by e-mail or SMS, stored as keyed hashes. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    account: text("account").notNull(),
    scene: text("scene").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    ip: text("ip").notNull().default(""),
    createdAt: created(),
  },
  (t) => [index("verification_codes_account_idx").on(t.account, t.scene, t.createdAt)],
);

/**
 * One row per rate-limit bucket ("login:acct-ip:<account>|<ip>", "captcha-ip:<ip>" …), counted
 * in one statement (server/auth/rate-limit.ts) so concurrent requests on any process cannot
 * overrun a limit: the upsert takes the row lock.
 */
export const rateCounters = pgTable(
  "rate_counters",
  {
    bucket: text("bucket").primaryKey(),
    hits: integer("hits").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
    /** Set once the limit is reached: no attempt is let through before then. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  },
  (t) => [index("rate_counters_window_idx").on(t.windowEndsAt)],
);

/** OAuth `state` values of WeChat sign-in, single use; `userId` set when binding. */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  userId: integer("user_id"),
  redirect: text("redirect").notNull().default("/"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: created(),
});

/** Server-wide secrets (signing keys), created once and shared by every process. */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: created(),
});

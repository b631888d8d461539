// The signed-in user's own account: data, profile (name and phone), password change.
import { eq } from "drizzle-orm";
import { changePasswordRequest, messageResponse, updateProfileRequest, userData, type UserData } from "../../contracts/accounts";
import { getDb, type Db } from "../../db/client";
import { users } from "../../db/schema";
import type { AuthUser } from "../../http/auth";
import { badRequest } from "../../http/errors";
import { noticeMessage } from "../../http/messages";
import type { Service } from "../../http/service";
import { hashPassword, verifyPassword } from "./password";
import { userConflict } from "./registration";
import { revokeAccountTokens } from "./tokens";

const toUserData = (user: AuthUser): UserData => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phoneNumber: user.phoneNumber,
  role: user.role,
});

export function registerProfileRoutes(svc: Service): void {
  svc.get("api/Users/UserData", { summary: "The signed-in user, with role", access: "user", response: userData }, ({ user }) => toUserData(user));

  svc.put(
    "api/Users/Profile",
    { summary: "Change the signed-in user's name and phone number", access: "user", body: updateProfileRequest, response: userData },
    async ({ body, user }) => {
      const db = await getDb();
      const [updated] = await db
        .update(users)
        .set({ name: body.name, phoneNumber: body.phoneNumber, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning()
        .catch(userConflict);
      return toUserData(updated!);
    },
  );

  svc.post(
    "api/Users/ChangePassword",
    { summary: "Change the password, given the current one", access: "user", body: changePasswordRequest, response: messageResponse },
    async ({ body, user, locale }) => {
      if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
        throw badRequest("WRONG_PASSWORD", { currentPassword: "wrongPassword" });
      }
      const passwordHash = await hashPassword(body.newPassword);
      const db = await getDb();
      // tokenVersion is deliberately NOT bumped: the session making this change must stay signed in, and
      // the user proved they know the old password. Revoking every session is the job of reset-password,
      // the path for a password that may be compromised. Pending reset links are voided, though.
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await revokeAccountTokens(tx as unknown as Db, user.id, "reset-password");
      });
      return { message: noticeMessage("PASSWORD_CHANGED", locale) };
    },
  );
}

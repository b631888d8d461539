import type { DefaultSession } from "next-auth";

type Role = "Admin" | "User" | null;

declare module "next-auth" {
  interface User {
    id: string;
    phoneNumber: string;
    role: Role;
    accessToken: string;
  }
  interface Session {
    user: { id: string; name: string; email: string; phoneNumber: string; role: Role } & Omit<DefaultSession["user"], "image">;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    userId: string;
    phoneNumber: string;
    role: Role;
    accessToken: string;
  }
}

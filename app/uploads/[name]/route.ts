// GET /uploads/<sha256>.<ext> – an admin's uploaded picture (lib/provider/uploads.ts), outside the locale routing.
import { uploadResponse } from "@/lib/provider/uploads";

export async function GET(request: Request, context: RouteContext<"/uploads/[name]">) {
  const { name } = await context.params;
  return uploadResponse(name, request.headers.get("if-none-match"));
}

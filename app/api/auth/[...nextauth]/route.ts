import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/config";
import { withRateLimit } from "@/lib/rate-limit";

/** A password sign-in posted to Auth.js directly counts against the same limit as the sign-in form's. */
const passwordSignIn = withRateLimit("sign-in", handlers.POST);

export const { GET } = handlers;

export const POST = (request: NextRequest) => (request.nextUrl.pathname.endsWith("/callback/credentials") ? passwordSignIn(request) : handlers.POST(request));

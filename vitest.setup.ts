import { vi } from "vitest";

// server-only throws outside React Server Components; tests run the server modules directly.
vi.mock("server-only", () => ({}));

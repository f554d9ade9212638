import type { SandboxState } from "../state";
import { initialLogistics } from "../logistics/types";
import { initialTwilio } from "../twilio/types";
import { CURRENT_VERSION } from "../migrations";
import { TERMINATE_AFTER_MS } from "../progress";
import { SEED_LABELS } from "./labels";
import { USERS } from "./users";

export function initialState(clientId: string): SandboxState {
  return {
    version: CURRENT_VERSION,
    company: { name: "Acme Travel S.L.", labels_enabled: true, label_required: false, reason_required: false, own_fleet: false },
    users: structuredClone(USERS),
    labels: SEED_LABELS(clientId),
    tokens: {},
    refresh_tokens: {},
    estimates: [],
    journeys: [],
    requests: [],
    ...initialLogistics(),
    ...initialTwilio(),
    faults: { latencyMs: 0, rate429: 0, rate5xx: 0, retryAfterSeconds: 1, next: [], nextAfterEffect: [], nextHeldMs: [], nextFor: null },
    outcome_shares: { "not found": 0, "driver cancel": 0, "no show": 0 },
    sales: {},
    sales_settings: { close_after_ms: TERMINATE_AFTER_MS },
    counters: { token_requests: 0, api_requests: 0, grants: { client_credentials: 0, refresh_token: 0 } },
  };
}

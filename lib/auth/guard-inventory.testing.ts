/**
 * What lib/auth/actions-guard.test.ts holds every server action and route handler to: the role each
 * one requires, or the reason it is public or exempt. A new action or route handler is listed here.
 */

/** "any" is the desk (agents and admins); "signed-in" is anyone with a session, approvers too. */
export const REQUIRED_ROLE: Record<string, "admin" | "any" | "signed-in"> = {
  createUserAction: "admin",
  changeRoleAction: "admin",
  setActiveAction: "admin",
  resetPasswordAction: "admin",
  unlockUserAction: "admin",
  assignRequestersAction: "admin",
  syncRequestersAction: "admin",
  savePolicyAction: "admin",
  saveSpendRulesAction: "admin",
  saveBudgetAction: "admin",
  deleteBudgetAction: "admin",
  saveRuleOverrideAction: "admin",
  deleteRuleOverrideAction: "admin",
  saveLabelApproversAction: "admin",
  createLabelAction: "admin",
  setLabelActiveAction: "admin",
  previewLabelsImportAction: "admin",
  importLabelsAction: "admin",
  syncLabelsAction: "admin",
  addHolidayAction: "admin",
  removeHolidayAction: "admin",
  signOutAction: "signed-in",
  chooseLanguageAction: "signed-in",
  answerApprovalAction: "signed-in",
  answerEventApprovalsAction: "signed-in",
  withdrawHeldRideAction: "any",
  sendCarNowAction: "any",
  changeReadyWindowAction: "any",
  cancelWaitingRideAction: "any",
  hubsAction: "any",
  estimateAction: "any",
  bookJourneyAction: "any",
  createSeriesAction: "any",
  pauseSeriesAction: "any",
  resumeSeriesAction: "any",
  stopSeriesAction: "any",
  changeSeriesFromAction: "any",
  savePlaceAction: "any",
  cancelJourneyAction: "any",
  keepSearchingAction: "any",
  resolveUncertainAction: "any",
  dismissAttentionAction: "any",
  emailReceiptAction: "any",
  correctBookingAction: "admin",
  refreshLabelsAction: "admin",
  createParcelsAction: "any",
  parcelShippingTypesAction: "any",
  parcelHubsAction: "any",
  configureParcelProofAction: "any",
  estimateParcelAction: "any",
  shipParcelsAction: "any",
  cancelParcelsAction: "any",
  deleteParcelsAction: "any",
  subscribeWebhookAction: "admin",
  subscribeAllWebhooksAction: "admin",
  unsubscribeWebhookAction: "admin",
  refreshWebhooksAction: "admin",
  uploadEventSheetAction: "any",
  chooseEventPlaceAction: "any",
  setEventProductRuleAction: "any",
  confirmEventAction: "any",
  acceptEventPricesAction: "any",
  keepSameEventRidesAction: "any",
  cancelUnbookedEventRowsAction: "any",
  cancelAllEventRidesAction: "any",
  saveNotificationSettingsAction: "admin",
  setDeskWebhookAction: "admin",
  removeDeskWebhookAction: "admin",
  sendTestAlertAction: "admin",
};

/** Actions that run before anyone is signed in, each with its own proof instead of a session. */
export const PUBLIC: Record<string, string> = {
  signInAction: "signing in is how a session starts",
  ssoSignInAction: "starts the identity provider's sign-in",
  setupAdminAction: "first-run setup; refuses once an admin exists",
  setPasswordAction: "the one-time link is the proof",
};

/** Form actions (`<form action>`) answer nothing: on bad input they must simply do nothing. */
export const FORM_ACTIONS = new Set(["ssoSignInAction"]);

/**
 * Route handlers, by file. A guarded one is called signed out and with the wrong role; an exempt
 * one says why it is not a Ridedesk surface that needs a Ridedesk session.
 */
export const ROUTES: Record<string, { role: "admin" | "any" } | { public: string } | { exempt: string } | { header: string } | { signed: string }> = {
  // Reads screens repeat on a timer: guarded like actions (session, role, zod on params and query).
  "app/api/journeys/route.ts": { role: "any" },
  "app/api/journeys/[id]/route.ts": { role: "any" },
  "app/api/admin/jobs/route.ts": { role: "admin" },
  "app/api/bookings/[id]/corrections/route.ts": { role: "admin" },
  "app/api/reports/export/route.ts": { role: "any" },
  "app/api/reports/reconciliation/route.ts": { role: "admin" },
  "app/api/receipts/[id]/route.ts": { role: "any" },
  "app/api/expenses/route.ts": { role: "admin" },
  "app/api/parcels/route.ts": { role: "any" },
  "app/api/parcels/[id]/route.ts": { role: "any" },
  "app/api/places/route.ts": { role: "any" },
  "app/api/places/reverse/route.ts": { role: "any" },
  "app/api/zones/route.ts": { role: "any" },
  "app/api/events/[id]/route.ts": { role: "any" },
  "app/api/events/[id]/results/route.ts": { role: "any" },
  "app/api/events/template/route.ts": { role: "any" },
  // Public Ridedesk surfaces, each with its own proof or nothing to hide; they are called signed out below.
  "app/r/[token]/route.ts": { public: "the guest's page: its 192-bit token is the proof; shape checked before any read, one neutral 404 for every bad token" },
  "app/r/[token]/ready/route.ts": { public: "the guest's one action, calling their booking's car: the token is the proof; shape checked first, rate-limited" },
  "app/api/health/route.ts": { public: "for supervisors and load balancers; signed-out callers learn ok or failing per check, nothing more" },
  // Called by the provider, not by people: authenticated by the header registered when subscribing, compared in constant time.
  "app/api/webhooks/logistics/route.ts": { header: "the logistics notifications, with the installation's secret in the Authorization header" },
  // Called by Twilio: each call signed with X-Twilio-Signature over the callback URL and its parameters.
  "app/api/webhooks/twilio/route.ts": { signed: "Twilio's message statuses, signed with HMAC-SHA1 and the account's auth token" },
  // Auth.js's own endpoints (sign-in, callback, session, CSRF): how a session starts, protected by Auth.js itself.
  "app/api/auth/[...nextauth]/route.ts": { exempt: "Auth.js handler" },
  // The provider sandbox: the stand-in for the ride provider's API, authenticated by the provider's OAuth tokens
  // as the real provider is, and 404 when the embedded sandbox is off. Not a Ridedesk surface.
  "app/sandbox/[...path]/route.ts": { exempt: "provider sandbox, authenticated by provider OAuth" },
  // The end-to-end tests' fixtures: 404 unless the embedded sandbox's control switch is on; then the sandbox's own
  // credentials are the proof (route.test.ts beside it), and bookings are made as the session's user.
  "app/api/e2e/[fixture]/route.ts": { exempt: "test fixtures behind SANDBOX_CONTROL and the sandbox's credentials" },
  "app/api/e2e/[fixture]/[step]/route.ts": { exempt: "a fixture's second step (events/confirm), through the same route and guard" },
};

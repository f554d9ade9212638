import type alerts from "./messages/en/alerts.json";
import type approvals from "./messages/en/approvals.json";
import type audit from "./messages/en/audit.json";
import type auth from "./messages/en/auth.json";
import type booking from "./messages/en/booking.json";
import type common from "./messages/en/common.json";
import type errors from "./messages/en/errors.json";
import type events from "./messages/en/events.json";
import type exports from "./messages/en/exports.json";
import type globalError from "./messages/en/globalError.json";
import type guest from "./messages/en/guest.json";
import type guestMessage from "./messages/en/guestMessage.json";
import type home from "./messages/en/home.json";
import type jobs from "./messages/en/jobs.json";
import type journeys from "./messages/en/journeys.json";
import type labels from "./messages/en/labels.json";
import type map from "./messages/en/map.json";
import type messaging from "./messages/en/messaging.json";
import type notifications from "./messages/en/notifications.json";
import type parcels from "./messages/en/parcels.json";
import type policy from "./messages/en/policy.json";
import type spend from "./messages/en/spend.json";
import type profile from "./messages/en/profile.json";
import type receipts from "./messages/en/receipts.json";
import type reconciliation from "./messages/en/reconciliation.json";
import type reports from "./messages/en/reports.json";
import type series from "./messages/en/series.json";
import type shell from "./messages/en/shell.json";
import type states from "./messages/en/states.json";
import type system from "./messages/en/system.json";
import type users from "./messages/en/users.json";
import type webhooks from "./messages/en/webhooks.json";
import type { Locale } from "@/lib/locales";

/**
 * English is the reference: every key a component asks for is checked against it when the project
 * is type-checked, and messages.test.ts checks that Spanish and Portuguese have the same keys.
 */
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: {
      alerts: typeof alerts;
      approvals: typeof approvals;
      audit: typeof audit;
      auth: typeof auth;
      booking: typeof booking;
      common: typeof common;
      errors: typeof errors;
      events: typeof events;
      exports: typeof exports;
      globalError: typeof globalError;
      guest: typeof guest;
      guestMessage: typeof guestMessage;
      home: typeof home;
      jobs: typeof jobs;
      journeys: typeof journeys;
      labels: typeof labels;
      map: typeof map;
      messaging: typeof messaging;
      notifications: typeof notifications;
      parcels: typeof parcels;
      policy: typeof policy;
      spend: typeof spend;
      profile: typeof profile;
      receipts: typeof receipts;
      reconciliation: typeof reconciliation;
      reports: typeof reports;
      series: typeof series;
      shell: typeof shell;
      states: typeof states;
      system: typeof system;
      users: typeof users;
      webhooks: typeof webhooks;
    };
  }
}

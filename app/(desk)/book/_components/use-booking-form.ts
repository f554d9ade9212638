"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { isEstimateExpired } from "@/lib/booking/estimate";
import { pickupZoneQuery } from "@/lib/booking/query-options";
import type { BookingPolicy } from "@/lib/policy/rules";
import type { BookingPrefill } from "@/lib/booking/prefill";
import type { BookingInput } from "@/lib/booking/schema";
import { samePointProblems, stopCountRule } from "@/lib/booking/stops";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { useMessageText } from "@/components/ui/use-message-text";
import { flatErrors, isPlaced } from "./field-errors";
import type { Hub } from "@/components/booking/hub";
import { stopHubsQuery } from "@/components/booking/hub-lookup";
import { availableChannels } from "@/lib/messaging/channels";
import type { Estimate, GuestChannelChoice, Product, Requester } from "./types";
import { useBookingSubmit } from "./use-booking-submit";
import { EstimateError, useEstimate } from "./use-estimate";
import { useExpired } from "./use-expired";
import { newKey, useStops } from "./use-stops";
import { pricesWaitFor } from "./prices-wait";
import { loadTimeRules, startAtOf, type TimeRules, type When } from "./when-section";

/**
 * The shared rules under the company's policy. They load with the first check, not with the page:
 * they carry the phone number metadata.
 */
function bookingResolver(policy: BookingPolicy): Resolver<BookingInput> {
  return async (values, context, options) => {
    const [{ bookingSchemaFor }, { zodResolver }] = await Promise.all([import("@/lib/booking/schema"), import("@hookform/resolvers/zod")]);
    // raw: the action gets what the person entered and parses it itself with the same rules.
    return zodResolver(bookingSchemaFor(policy), undefined, { raw: true })(values, context, options);
  };
}

const NO_ESTIMATE: BookingInput["estimate"] = { productId: "", productName: "", price: null, createdAt: 0, seal: "" };

function emptyBooking(requesters: Requester[], channels: GuestChannelChoice): BookingInput {
  return {
    intentId: newKey(),
    requesterId: (requesters.find((r) => r.isDefault) ?? requesters[0])?.id ?? "",
    when: { kind: "asap" },
    stops: [],
    estimate: NO_ESTIMATE,
    rider: { kind: "guest", name: "", mobile: "", email: "", language: "en", channels: [...channels.defaults] },
    message: "",
    reason: "",
    reasonDetail: "",
    labelSlug: "",
    preferredDriverId: "",
    saveGuest: false,
  };
}

/**
 * A rebook's values over the empty form; a requester the agent no longer books for falls back to
 * the default, and the guest keeps the channels they were told by that this desk can still send on.
 */
function prefilledBooking(requesters: Requester[], prefill: BookingPrefill, channels: GuestChannelChoice): BookingInput {
  const { returnTrip: _, ...values } = prefill;
  const empty = emptyBooking(requesters, channels);
  const rider = values.rider.kind === "guest" ? { ...values.rider, channels: availableChannels(values.rider.channels, channels.availability) } : values.rider;
  return { ...empty, ...values, rider, requesterId: requesters.some((r) => r.id === prefill.requesterId) ? prefill.requesterId : empty.requesterId };
}

/** The estimate's chosen product, as the booking hands it back to be checked against its seal. */
const chosenEstimate = (product: Product | null, estimate: Estimate | undefined): BookingInput["estimate"] =>
  product && estimate
    ? { productId: product.id, productName: product.name, price: product.price, createdAt: estimate.createdAt, seal: product.seal }
    : NO_ESTIMATE;

/**
 * The booking form's state and rules: the fields (react-hook-form, checked with the shared zod
 * schema as the agent goes), the stops, the estimate for the basket, hubs at each stop, and booking.
 */
export function useBookingForm({
  requesters,
  policy,
  channels,
  prefill = null,
}: {
  requesters: Requester[];
  policy: BookingPolicy;
  channels: GuestChannelChoice;
  prefill?: BookingPrefill | null;
}) {
  const words = useMessageText();
  const [initial] = useState(() => (prefill ? prefilledBooking(requesters, prefill, channels) : emptyBooking(requesters, channels)));
  const resolver = useMemo(() => bookingResolver(policy), [policy]);
  const form = useForm<BookingInput>({ mode: "onTouched", resolver, defaultValues: initial });
  // "Now" for the reservation window, read when the time or the stops change rather than on a ticking clock.
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  const { stops, ...edit } = useStops(form, () => setCheckedAt(Date.now()));
  const [requesterId, when] = useWatch({ control: form.control, name: ["requesterId", "when"] });
  const [productId, setProductId] = useState<string | null>(null);

  const pickup = stops[0]?.loc as [number, number] | undefined;
  const zone = useQuery(pickupZoneQuery(pickup)).data?.zone ?? null;
  const locs = stops.map((s) => s.loc as [number, number]);
  // Repeated places are refused here, before any price is asked for.
  const repeated = samePointProblems(locs);
  const [timeRules, setTimeRules] = useState<typeof TimeRules | null>(null);
  const reserving = when.kind === "reserved";
  useEffect(() => {
    if (reserving && !timeRules) void loadTimeRules().then(setTimeRules);
  }, [reserving, timeRules]);
  const start = startAtOf(when, zone, checkedAt, timeRules);
  const countProblem = stopCountRule(stops.length);
  const basketReady = !!requesterId && !countProblem && repeated.size === 0 && start.ok;
  const estimate = useEstimate(basketReady ? { requesterId, stops: locs, when, startAt: start.ok ? start.startAt : null } : null);
  const expired = useExpired(estimate.data?.receivedAt);
  const waitingFor = pricesWaitFor({ stopCount: stops.length, countProblem, repeated: repeated.size > 0, when, timeOk: start.ok });

  const hubLookup = useQuery(stopHubsQuery(useQueryClient(), locs));
  // The estimate's hub stands in for the pickup's while the lookup has none.
  const hubs: (Hub | null)[] = locs.map((_, i) => hubLookup.data?.[i] ?? (i === 0 ? (estimate.data?.hub ?? null) : null));

  const submitter = useBookingSubmit({
    onEstimateExpired: () => void estimate.refetch(),
    onFieldErrors: (fields) => applyFieldErrors(form.setError, Object.fromEntries(Object.entries(fields).filter(([k]) => isPlaced(k)))),
  });

  const products = estimate.data?.products ?? [];
  const product = products.find((p) => p.id === productId) ?? null;
  const estimateError = estimate.error instanceof EstimateError ? estimate.error : null;
  // Every field's complaint in the reader's words: the form's rules answer with message references, the server in words.
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries({
      ...(estimateError?.fields ?? {}),
      ...Object.fromEntries([...repeated].map(([i, message]) => [`stops.${i}.label`, message])),
      ...flatErrors(form.formState.errors),
    }).map(([field, message]) => [field, words(message)]),
  );

  const book = form.handleSubmit(
    (values) => submitter.submit({ ...values, estimate: chosenEstimate(product, estimate.data) }),
    (_, e) => {
      // Once the errors are drawn, the field focused first comes into view with its error, clear of the sticky Book bar
      // (its scroll margin): focusing alone does not scroll a field that is in view but has its error under the bar.
      const formElement = e?.target instanceof HTMLFormElement ? e.target : null;
      setTimeout(() =>
        requestAnimationFrame(() => {
          const focused = document.activeElement;
          if (formElement && focused instanceof HTMLElement && formElement.contains(focused)) focused.scrollIntoView({ block: "nearest" });
        }),
      );
    },
  );

  function onSubmit(e: FormEvent) {
    // Expiry is read when the agent books, whatever the screen last showed.
    if (estimate.data && isEstimateExpired(estimate.data.receivedAt, Date.now())) {
      e.preventDefault();
      void estimate.refetch();
      return;
    }
    form.setValue("estimate", chosenEstimate(product, estimate.data));
    void book(e);
  }

  function setWhen(next: When) {
    setCheckedAt(Date.now());
    form.setValue("when", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }

  /**
   * The person decided to book again after an unconfirmed attempt: that is a new intent, and the new
   * booking rebooks the unconfirmed one, which the server then settles as not booked.
   */
  function bookAsNewRide() {
    const unconfirmed = submitter.problem?.uncertain ? submitter.problem.bookingId : undefined;
    form.setValue("intentId", newKey());
    if (unconfirmed) form.setValue("rebookOf", unconfirmed);
    void book();
  }

  /** A new ride for the same requester and rider. */
  function bookAnother() {
    submitter.reset();
    form.reset({
      ...form.getValues(),
      intentId: newKey(),
      stops: [],
      when: { kind: "asap" },
      estimate: NO_ESTIMATE,
      message: "",
      reason: "",
      reasonDetail: "",
      labelSlug: "",
      preferredDriverId: "",
      rebookOf: undefined,
    });
    setProductId(null);
  }

  return {
    form,
    stops,
    edit,
    when,
    zone,
    checkedAt,
    start,
    countProblem,
    repeated,
    waitingFor,
    estimate,
    estimateError,
    expired,
    hubs,
    products,
    product,
    productId,
    setProductId,
    errors,
    pending: submitter.pending,
    problem: submitter.problem,
    booked: submitter.booked,
    setWhen,
    onSubmit,
    bookAsNewRide,
    bookAnother,
  };
}

export type BookingForm = ReturnType<typeof useBookingForm>;

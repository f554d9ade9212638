import { GUEST_CHANNELS, type GuestChannel } from "@/lib/channels";
import type { ChannelAvailability } from "@/lib/outbound/settings-queries";

/** Of some channels, those this desk can send on, once each, in the order forms list them. */
export const availableChannels = (channels: readonly GuestChannel[] | undefined, availability: ChannelAvailability): GuestChannel[] =>
  GUEST_CHANNELS.filter((c) => channels?.includes(c) && availability[c].available);

-- Existing bookings: the start in UTC (the reservation read in the pickup's zone), the guest's
-- mobile for searching, and reason and label as reports count them (as sent).
UPDATE "bookings" SET
  "pickup_at" = CASE
    WHEN "start_at" IS NOT NULL AND "zone" IS NOT NULL THEN (replace("start_at", ' ', 'T')::timestamp AT TIME ZONE "zone")
    ELSE "created_at"
  END,
  "rider_phone" = CASE
    WHEN "request" -> 'rider' -> 'mobile' IS NOT NULL
    THEN '+' || ("request" -> 'rider' -> 'mobile' ->> 'mobile_cc') || ("request" -> 'rider' -> 'mobile' ->> 'mobile_num')
  END,
  "report_reason" = "reason",
  "report_label_slug" = "label_slug";

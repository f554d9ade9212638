import { describe, expect, it } from "vitest";
import { meetingPointLine, stepText, toChosenMeetingPoint, type Hub } from "./meeting-point";

const hub: Hub = {
  uid: "hub-mad-t4",
  location_id: "loc-mad-t4",
  title: { en: "Madrid-Barajas Airport, Terminal 4", es: "Aeropuerto Madrid-Barajas, Terminal 4" },
  meeting_points: [
    {
      uid: "mp-t4-arrivals-p1",
      title: { en: "Arrivals, Door 10", es: "Llegadas, Puerta 10" },
      coordinates: { latitude: 40.4915, longitude: -3.5934 },
      header_image_url: "/h.svg",
      bottom_image_url: null,
      instructions: [{ es: "Sal por la Puerta 10.", step_image_url: "/step-1.svg" }],
    },
  ],
};
const point = hub.meeting_points[0]!;

describe("toChosenMeetingPoint", () => {
  it("maps uid, [latitude, longitude], the title in the agent's language and the hub's location", () => {
    expect(toChosenMeetingPoint(hub, point, "es")).toEqual({
      id: "mp-t4-arrivals-p1",
      loc: [40.4915, -3.5934],
      name: "Llegadas, Puerta 10",
      locationId: "loc-mad-t4",
    });
    expect(toChosenMeetingPoint(hub, point, "en").name).toBe("Arrivals, Door 10");
  });
});

describe("stepText", () => {
  it("falls back to the other language and never to the image URL", () => {
    expect(stepText(point.instructions[0]!, "en")).toBe("Sal por la Puerta 10.");
    expect(stepText({ step_image_url: "/step-2.svg" }, "en")).toBe("");
  });
});

describe("meetingPointLine", () => {
  it("joins the meeting point and the hub", () => {
    expect(meetingPointLine("Arrivals, Door 10", "Terminal 4")).toBe("Arrivals, Door 10 · Terminal 4");
    expect(meetingPointLine("Arrivals, Door 10", " ")).toBe("Arrivals, Door 10");
  });
});

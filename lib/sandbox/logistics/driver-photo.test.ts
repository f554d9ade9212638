import { describe, expect, it } from "vitest";
import { logisticsSandbox, newParcel } from "./testing";

describe("couriers' photos", () => {
  it("answers a courier's photo_url with a PNG, to anyone, and 404 for a driver it does not have", async () => {
    const s = await logisticsSandbox();
    const [parcel] = await s.create(newParcel(1));
    await s.ship([parcel!.id]);
    await s.run(10 * 60_000, 30_000);
    const { driver } = (await s.api("GET", `/v1/parcels/${parcel!.id}/status`)).json;
    const path = new URL(driver.photo_url).pathname;
    expect(path).toMatch(/^\/logistics\/drivers\/\d+\.png$/);

    const photo = await s.sandbox.handle(new Request(driver.photo_url));
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await photo.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: 96 × 96.
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(96);
    expect(new DataView(bytes.buffer).getUint32(20)).toBe(96);

    expect((await s.call("GET", "/logistics/drivers/999.png")).status).toBe(404);
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { courierInitials } from "@/lib/parcels/format";
import { ParcelCourier } from "./parcel-courier";

const driver = (photoUrl: string | null) => ({ name: "Elena Ruiz", phone: "+34600000104", photoUrl });

describe("the courier", () => {
  it("shows the photo beside the name, without repeating the name as alt text", () => {
    const html = renderToStaticMarkup(<ParcelCourier driver={driver("https://photos.example/4.png")} asset={null} />);
    expect(html).toContain('src="https://photos.example/4.png"');
    expect(html).toContain('alt=""');
    expect(html).toContain("Elena Ruiz");
  });

  it("shows the initials where there is no photo", () => {
    const html = renderToStaticMarkup(
      <ParcelCourier driver={driver(null)} asset={{ name: "Skoda Octavia", color: "blue", regPlate: "9054 LPX", kind: "car" }} />,
    );
    expect(html).not.toContain("<img");
    expect(html).toContain('data-testid="courier-initials"');
    expect(html).toContain(">ER<");
    expect(html).toContain("Skoda Octavia · blue · 9054 LPX");
  });

  it("takes a first and a last initial", () => {
    expect(courierInitials("Elena")).toBe("E");
    expect(courierInitials("  andrés  de la fuente ")).toBe("AF");
    expect(courierInitials("")).toBe("?");
  });
});

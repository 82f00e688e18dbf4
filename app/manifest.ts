import type { MetadataRoute } from "next";
import { SITE_NAME } from "@/lib/site";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE_NAME,
    short_name: "Digital Village",
    description:
      "A three-year plan to bring satellite internet, AI learning, telemedicine, solar power and skills to one Chhattisgarh village.",
    start_url: "/",
    display: "standalone",
    background_color: "#fbfbf7",
    theme_color: "#2f7a4f",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon", sizes: "180x180", type: "image/png" },
    ],
  };
}

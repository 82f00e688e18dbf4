import type { ReactNode } from "react";
import "../globals.css";
import { SiteDocument } from "@/components/chrome/site-document";

export { rootMetadata as metadata, viewport } from "@/lib/metadata";

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument lang="en">{children}</SiteDocument>;
}

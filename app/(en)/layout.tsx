import type { ReactNode } from "react";
import "../globals.css";
import { SiteDocument } from "@/components/chrome/site-document";

import { chromeFigures } from "@/lib/chrome-figures";
import { rootMetadataFor } from "@/lib/metadata";
import { getPilot } from "@/lib/programme";

export { viewport } from "@/lib/metadata";

export const metadata = rootMetadataFor("en");

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument lang="en" pilot={getPilot().ledger} chrome={chromeFigures}>
      {children}
    </SiteDocument>
  );
}

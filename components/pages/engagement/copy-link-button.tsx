"use client";

import { Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notify";
import { fillTemplate } from "@/lib/template";

interface CopyLinkButtonProps {
  label: string;
  done: string;
  /** Shown when the clipboard is blocked; `{url}` is replaced by the page address. */
  failed: string;
}

/** Copies the address of the current page, so an advocate can share it. */
export function CopyLinkButton({ label, done, failed }: CopyLinkButtonProps) {
  async function copy() {
    const url = window.location.href.split("#")[0]!;
    try {
      await navigator.clipboard.writeText(url);
      notify(done);
    } catch {
      notify(fillTemplate(failed, { url }));
    }
  }
  return (
    <Button variant="secondary" onClick={copy} data-needs-js>
      <Link2 aria-hidden />
      {label}
    </Button>
  );
}

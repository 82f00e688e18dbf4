import { registrationIds } from "@/content/funders/codes";
import type { Status } from "@/content/ledger/status";
import { requestWords } from "@/lib/request-language";

/**
 * The registrations a CSR committee asks for (CSR-1, 12A, 80G, FCRA), each with its number as
 * status.json publishes it, or "not yet issued": a number is never guessed or left blank.
 */
export function Registrations({ registrations = {} }: { registrations?: Status["registrations"] }) {
  const { t } = requestWords();
  return (
    <dl className="divide-y rounded-lg border text-sm">
      {registrationIds.map((id) => {
        const number = registrations[id];
        return (
          <div key={id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2">
            <dt className="min-w-0">{t(`csr.registration.${id}`)}</dt>
            <dd
              data-registration={id}
              className={number ? "font-mono font-semibold break-all" : "text-muted-foreground"}
            >
              {number ?? t("csr.registration.notIssued")}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

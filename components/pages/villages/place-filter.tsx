import { SiteLink } from "@/components/site-link";
import { buttonVariants } from "@/components/ui/button";
import { localizePath } from "@/lib/i18n";
import type { DirectoryProps } from "@/lib/page";
import { requestWords } from "@/lib/request-language";
import { placesOf } from "@/lib/roll-up";
import { VILLAGES_PATH } from "@/lib/village-paths";

/** The plain GET form that narrows the list by state and district: it works without JavaScript. */
export function PlaceFilter({ rollUp, filter }: Pick<DirectoryProps, "rollUp" | "filter">) {
  const { lang, t } = requestWords();
  const places = placesOf(rollUp.rows);
  const select = "ui-input mt-1 block w-full min-w-0 rounded-md border bg-background px-3 py-2";
  return (
    <form
      method="get"
      action={localizePath(`${VILLAGES_PATH}/filter`, lang)}
      className="mt-6 rounded-xl border p-4"
    >
      <fieldset className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <legend className="mb-2 font-semibold">{t("villages.filter.legend")}</legend>
        <label className="text-sm">
          {t("villages.filter.state")}
          <select name="state" defaultValue={filter?.state ?? ""} className={select}>
            <option value="">{t("villages.filter.any")}</option>
            {places.map((p) => (
              <option key={p.state.en} value={p.state.en}>
                {p.state[lang]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t("villages.filter.district")}
          <select name="district" defaultValue={filter?.district ?? ""} className={select}>
            <option value="">{t("villages.filter.any")}</option>
            {places
              .filter((p) => p.districts.length > 0)
              .map((p) => (
                <optgroup key={p.state.en} label={p.state[lang]}>
                  {p.districts.map((d) => (
                    <option key={d.en} value={d.en}>
                      {d[lang]}
                    </option>
                  ))}
                </optgroup>
              ))}
          </select>
        </label>
        <button type="submit" className={buttonVariants()}>
          {t("villages.filter.submit")}
        </button>
      </fieldset>
      {filter && (
        <p className="mt-3 text-sm">
          <SiteLink
            href={localizePath(VILLAGES_PATH, lang)}
            className="text-primary underline underline-offset-4"
          >
            {t("villages.filter.clear")}
          </SiteLink>
        </p>
      )}
    </form>
  );
}

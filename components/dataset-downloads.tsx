import { buttonVariants } from "@/components/ui/button";
import { datasetPath, type DatasetId } from "@/lib/open-data";
import { requestWords } from "@/lib/request-language";

const formats = ["csv", "json"] as const;

/**
 * An open-data file's downloads, CSV and JSON, as buttons: the hub's open-data cards and the CSR
 * table's file. `label` words each button for a screen reader from its format's name.
 */
export function DatasetDownloads({
  id,
  label,
}: {
  id: DatasetId;
  label: (format: string) => string;
}) {
  const { t } = requestWords();
  return formats.map((format) => (
    // Plain <a>: a file, not a page; `download` saves it.
    <a
      key={format}
      href={datasetPath(id, format)}
      download={`${id}.${format}`}
      aria-label={label(t(`transparency.openData.${format}`))}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      {t(`transparency.openData.${format}`)}
    </a>
  ));
}

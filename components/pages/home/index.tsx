import type { Lang } from "@/lib/i18n";
import { translator } from "@/lib/messages";
import { definePage } from "@/lib/page";

function HomeView({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl font-bold">{t("route.home.title")}</h1>
    </div>
  );
}

const page = definePage("home", HomeView);
export default page.Page;
export const generateMetadata = page.generateMetadata;

import type { Story } from "@/content/impact-pages/schema";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { requestWords } from "@/lib/request-language";

/** A story with its words, translated by the page from keys by story id. */
export interface StoryItem extends Story {
  name: string;
  role: string;
  story: string;
  hope: string;
}

/** An illustrative story, badged as such: the programme has not started, so none is a real account. */
export function StoryCard({ story }: { story: StoryItem }) {
  const { t } = requestWords();
  return (
    <Card className="flex flex-col gap-3">
      <Badge tone="warning" className="self-start">
        {t("impact-pages.story.badge")}
      </Badge>
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground"
        >
          {story.name.slice(0, 2)}
        </span>
        <div>
          <CardTitle className="text-base">{story.name}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {t("impact-pages.story.age", { age: story.age })} · {story.role}
          </p>
        </div>
      </div>
      <p className="text-sm leading-relaxed">{story.story}</p>
      <p className="mt-auto rounded-lg bg-muted p-3 text-sm">
        <span className="font-semibold">{t("impact-pages.story.hope")}: </span>
        {story.hope}
      </p>
    </Card>
  );
}

/** Three stories with one note saying they are illustrative. */
export function StoryGrid({ stories }: { stories: readonly StoryItem[] }) {
  const { t } = requestWords();
  return (
    <div>
      <p className="mb-4 text-sm text-muted-foreground">{t("impact-pages.story.note")}</p>
      <div className="grid gap-4 md:grid-cols-3">
        {stories.map((story) => (
          <StoryCard key={story.id} story={story} />
        ))}
      </div>
    </div>
  );
}

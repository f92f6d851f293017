/**
 * The home page below the fold (spec section 2, «Other home elements»): loaded as its own chunk after the first
 * screen, so the upload area's JS does not grow. Features stay apart; the page composes them here.
 */
import { FaqList } from "../../features/faq/FaqList";
import { CatBlock, ConsultationBlock, HowItWorks, PartnershipBanner } from "../../features/info/InfoBlocks";
import { PublishedTestimonials } from "../../features/testimonials/PublishedTestimonials";
import { useSiteConfig } from "../../lib/site-config";
import { ArticlesSection } from "./ArticlesSection";
import { ComparisonSection } from "./ComparisonSection";

/** Scrolls back to the uploader and puts the focus on its first control. */
function backToUpload() {
  const workspace = document.getElementById("upload");
  if (!workspace) return;
  workspace.scrollIntoView({ behavior: "smooth", block: "start" });
  workspace.querySelector<HTMLElement>("button, input, a[href]")?.focus({ preventScroll: true });
}

export default function HomeSections() {
  const config = useSiteConfig();
  return (
    <>
      <ComparisonSection priceRub={config.priceRub} />
      <HowItWorks />
      <PublishedTestimonials />
      <ArticlesSection />
      <section className="container faq-section" aria-labelledby="faq-title">
        <h2 id="faq-title">Вопросы и ответы</h2>
        <FaqList priceRub={config.priceRub} />
      </section>
      <ConsultationBlock telegramChatUrl={config.telegramChatUrl} />
      <PartnershipBanner contactEmail={config.contactEmail} />
      <CatBlock onBackToUpload={backToUpload} />
    </>
  );
}

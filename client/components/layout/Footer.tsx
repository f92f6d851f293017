import { Link } from "react-router";
import { useSiteConfig } from "../../lib/site-config";
import { TestDataMark } from "../ui/TestDataMark";

/** Legal links and the seller's requisites, which come from configuration (spec section 2, footer). */
export function Footer() {
  const config = useSiteConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Документы и разделы" className="site-footer__links">
          <Link to="/privacy-policy">Политика конфиденциальности</Link>
          <Link to="/public-offer">Публичная оферта</Link>
          <Link to="/articles">Статьи</Link>
          <Link to="/faq">Вопросы и ответы</Link>
          <Link to="/partnership">Партнёрам</Link>
          <Link to="/investor-pitch">Инвесторам</Link>
        </nav>
        <div className="site-footer__seller" data-testid="seller-requisites">
          {config.sellerIsTestData && <TestDataMark />}
          {config.seller.name && <p>{config.seller.name}</p>}
          {(config.seller.inn || config.seller.ogrnip) && (
            <p>
              {config.seller.inn && <>ИНН {config.seller.inn}</>}
              {config.seller.inn && config.seller.ogrnip && " · "}
              {config.seller.ogrnip && <>ОГРНИП {config.seller.ogrnip}</>}
            </p>
          )}
          {config.contactEmail && (
            <p>
              <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
            </p>
          )}
          {/* The server's year and the browser's differ only around New Year's midnight: not worth a warning. */}
          <p suppressHydrationWarning>
            © {year} {config.siteName}
          </p>
        </div>
      </div>
    </footer>
  );
}

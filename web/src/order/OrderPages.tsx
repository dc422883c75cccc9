import { placeOf, usePath } from '../features/online/address';
import { OnlineOrderPage } from '../features/online/OnlineOrderPage';
import { OnlineStatusPage } from '../features/online/OnlineStatusPage';
import { ErrorAlert } from '../ui/controls/Alert';
import { StyledColumns, StyledPage } from '../features/online/OnlinePage.styles';

/** The two pages a customer reaches, by the address: the ordering page and an order's status page. */
export function OrderPages() {
  const place = placeOf(usePath());
  switch (place.page) {
    case 'order':
      return <OnlineOrderPage key={place.slug} slug={place.slug} />;
    case 'status':
      return <OnlineStatusPage key={place.key} slug={place.slug} orderKey={place.key} />;
    case 'none':
      return (
        <StyledPage>
          <StyledColumns>
            <main>
              <ErrorAlert>There is no ordering page here.</ErrorAlert>
              <p>
                <a href="/">Zest POS</a>
              </p>
            </main>
          </StyledColumns>
        </StyledPage>
      );
  }
}

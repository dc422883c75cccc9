import { useState } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { StyledButton } from '../../ui/controls/Button';
import { QrCode } from '../../ui/controls/QrCode';
import { PrintPaper, usePrintJob } from '../../ui/layout/PrintPaper';

const StyledLink = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledSign = styled.div`
  text-align: center;

  h2 {
    margin: 0 0 ${space(2)};
    font-size: 1.6rem;
  }

  p {
    margin: ${space(2)} 0 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The owner's card (docs/decisions/0062-online-ordering.md): the ordering page's address as a link and a QR
 * code, and a sign to print for the counter or the window ("Order online", the code, the address).
 */
export function OnlinePageLink({ link, name }: { link: string; name: string }) {
  const [job, setJob] = useState<object | null>(null);
  usePrintJob(job, () => setJob(null));
  return (
    <StyledLink>
      <QrCode text={link} size={112} label={`QR code of your page, ${link}`} />
      <p>
        Your page: <a href={link}>{link}</a>
      </p>
      <StyledButton type="button" $variant="secondary" onClick={() => setJob({})}>
        Print the QR code
      </StyledButton>
      {job && (
        <PrintPaper>
          <StyledSign>
            <h2>Order online</h2>
            <QrCode text={link} size={300} label={`QR code of ${link}`} />
            <p>{name}</p>
            <p>{link}</p>
          </StyledSign>
        </PrintPaper>
      )}
    </StyledLink>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { space } from '../../../theme/theme';
import { ReceiptDocument, type ReceiptData } from './ReceiptDocument';

/** The receipt on paper and the browser's print (docs/product.md#print-constants). */

const PrintPageStyle = createGlobalStyle`
  @media print {
    @page { margin: 0; }
    html, body { background: ${({ theme }) => theme.colors.surface} !important; }
    body > #root { display: none !important; }
  }
`;

/** 400 px paper with 350 px of content (docs/product.md#print-constants). Off screen until printed. */
const StyledPaper = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  transform: translateX(-100%);
  visibility: hidden;
  width: 400px;
  padding: ${space(5, 0)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  pointer-events: none;

  @media print {
    position: static;
    transform: none;
    visibility: visible;
    pointer-events: auto;
  }
`;

const StyledPaperContent = styled.div`
  width: 350px;
  margin: 0 auto;
`;

const PAGE_STYLE_ID = 'zest-receipt-page';

/**
 * The paper receipt, kept laid out off screen so its length is known: just
 * before printing, the page is sized to it (400 px wide, as long as the
 * receipt), so the preview is the paper.
 */
export function PrintReceipt({ receipt, stamp }: { receipt: ReceiptData; stamp?: string | null }) {
  return (
    <PrintPaper>
      <ReceiptDocument receipt={receipt} variant="print" stamp={stamp} />
    </PrintPaper>
  );
}

/** Any document on the receipt's paper (the drawer report too): laid out off screen, printed by printReceipt. */
export function PrintPaper({ children }: { children: ReactNode }) {
  return createPortal(
    <>
      <PrintPageStyle />
      <StyledPaper data-print-receipt aria-hidden="true">
        <StyledPaperContent data-print-content>{children}</StyledPaperContent>
      </StyledPaper>
    </>,
    document.body,
  );
}

/** Sizes the page to the receipt and opens the browser's print (it returns once the dialog closes). */
export function printReceipt(): void {
  const paper = document.querySelector<HTMLElement>('[data-print-receipt]');
  const height = paper ? Math.ceil(paper.getBoundingClientRect().height) : 0;
  let style = document.getElementById(PAGE_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = PAGE_STYLE_ID;
    document.head.appendChild(style);
  }
  style.textContent = `@media print { @page { size: 400px ${Math.max(height, 400)}px; margin: 0; } }`;
  window.print();
}

/** Runs `onPrinted` after the receipt for `job` has been drawn and printed (one print per job). */
export function usePrintJob(job: unknown, onPrinted: () => void): void {
  const done = useRef<unknown>(null);
  const onPrintedRef = useRef(onPrinted);
  useEffect(() => {
    onPrintedRef.current = onPrinted;
  });
  useEffect(() => {
    if (!job || done.current === job) return;
    done.current = job;
    printReceipt();
    onPrintedRef.current();
  }, [job]);
}

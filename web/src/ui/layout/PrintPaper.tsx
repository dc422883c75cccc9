import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { space } from '../../theme/theme';

/**
 * The receipt printer's paper (docs/product.md#print-constants): 350 px of
 * content on a 400 px page, kept laid out off screen so its length is known,
 * and the browser's print sized to it, so the preview is the paper. A
 * receipt, a drawer report, a Z report: whatever goes on it.
 */

const PrintPageStyle = createGlobalStyle`
  @media print {
    @page { margin: 0; }
    html, body { background: ${({ theme }) => theme.colors.surface} !important; }
    body > #root { display: none !important; }
    /* Two papers laid out (the terminal's order, a ticket from Online orders): the one asked for alone. */
    body[data-printing-one] [data-print-receipt]:not([data-printing]) { display: none !important; }
  }
`;

/** 400 px paper with 350 px of content. Off screen until printed. */
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

/** What goes on the paper, ready to print (one paper on the page at a time). */
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

/**
 * Sizes the page to the paper and opens the browser's print (it returns once the dialog closes). With more
 * than one paper laid out, the one mounted last is the one just asked for: it prints alone.
 */
export function printPaper(): void {
  const papers = Array.from(document.querySelectorAll<HTMLElement>('[data-print-receipt]'));
  const paper = papers.at(-1);
  const height = paper ? Math.ceil(paper.getBoundingClientRect().height) : 0;
  let style = document.getElementById(PAGE_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = PAGE_STYLE_ID;
    document.head.appendChild(style);
  }
  style.textContent = `@media print { @page { size: 400px ${Math.max(height, 400)}px; margin: 0; } }`;
  paper?.setAttribute('data-printing', '');
  document.body.toggleAttribute('data-printing-one', papers.length > 1);
  try {
    window.print();
  } finally {
    paper?.removeAttribute('data-printing');
    document.body.removeAttribute('data-printing-one');
  }
}

/** Runs `onPrinted` after the paper for `job` has been drawn and printed (one print per job). */
export function usePrintJob(job: unknown, onPrinted: () => void): void {
  const done = useRef<unknown>(null);
  const onPrintedRef = useRef(onPrinted);
  useEffect(() => {
    onPrintedRef.current = onPrinted;
  });
  useEffect(() => {
    if (!job || done.current === job) return;
    done.current = job;
    printPaper();
    onPrintedRef.current();
  }, [job]);
}

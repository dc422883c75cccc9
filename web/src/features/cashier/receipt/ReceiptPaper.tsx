import { PrintPaper, printPaper, usePrintJob } from '../../../ui/layout/PrintPaper';
import { ReceiptDocument, type ReceiptData } from './ReceiptDocument';

/** The receipt on paper and the browser's print (docs/product.md#print-constants): the paper is ui/layout/PrintPaper's. */
export function PrintReceipt({ receipt, stamp }: { receipt: ReceiptData; stamp?: string | null }) {
  return (
    <PrintPaper>
      <ReceiptDocument receipt={receipt} variant="print" stamp={stamp} />
    </PrintPaper>
  );
}

export { printPaper as printReceipt, usePrintJob };

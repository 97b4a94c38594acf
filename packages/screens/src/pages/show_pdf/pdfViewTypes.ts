// Shared by the PdfView variants (inside PdfView.mini.tsx, './PdfView' is that file itself).
export interface PdfViewProps {
  url: string;
  title: string;
}

import { ServicesPage } from "../features/dashboard/services-page";
import { ImportDialog } from "../features/import/import-dialog";

/** The services screen composed from the dashboard and import features (features do not import each other). */
export function ServicesRoute() {
  return (
    <ServicesPage
      renderImportDialog={(open, onOpenChange) => <ImportDialog open={open} onOpenChange={onOpenChange} />}
    />
  );
}

import { invoiceEndpoints } from '../catalogue/invoice';
import { billApi } from './billApi';
import { fromCatalogue } from './catalogueEndpoints';

// Built on the bills' api: paying a bill makes it invoiceable, so 'Bill' refreshes the invoiceable list too.
const invoiceTags = billApi.enhanceEndpoints({ addTagTypes: ['Invoice', 'InvoiceTitle'] });

/** Invoices: applying refreshes the list, the invoiceable items and the remembered title. */
export const invoiceApi = invoiceTags.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: fromCatalogue(build, invoiceEndpoints.list).query({ providesTags: ['Invoice'] }),
    getInvoiceable: fromCatalogue(build, invoiceEndpoints.invoiceable).query({ providesTags: ['Invoice', 'Bill', 'Order'] }),
    getSavedInvoiceTitle: fromCatalogue(build, invoiceEndpoints.savedTitle).query({ providesTags: ['InvoiceTitle'] }),
    applyInvoice: fromCatalogue(build, invoiceEndpoints.apply).mutation({ loading: true, invalidatesTags: ['Invoice', 'InvoiceTitle'] }),
    getInvoice: fromCatalogue(build, invoiceEndpoints.detail).query({ providesTags: ['Invoice'] }),
    getInvoiceLines: fromCatalogue(build, invoiceEndpoints.lines).query({ providesTags: ['Invoice'] }),
  }),
});

export const { useGetInvoicesQuery, useGetInvoiceableQuery, useGetSavedInvoiceTitleQuery, useApplyInvoiceMutation, useGetInvoiceQuery, useGetInvoiceLinesQuery } = invoiceApi;

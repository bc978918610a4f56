import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@teranga/headless';
import { sellerFormMessages, sellerProductMessages } from '@teranga/messages/seller';
import type { Product } from '@teranga/sdk';
import { Button, EmptyState, Spinner } from '@teranga/ui';
import { useReducer } from 'react';
import { Link, useParams } from 'react-router';
import * as page from '../../app/page.css';
import { catalogueQueries } from '../../catalogue/catalogue.queries';
import { routes } from '../../routes';
import { sdk } from '../../sdk';
import { checkEditForm, useFieldErrors } from './product-form/form-errors';
import { announceProductChange } from './product-form/product-events';
import { ProductFormScreen } from './product-form/product-form';
import { editFormReducer, editPayload, valuesFromProduct } from './product-form/product-form.state';
import { storedEntries, useImageUploads } from './product-form/use-image-uploads';
import { useProductSave } from './product-form/use-product-save';
import { ERROR_TOAST_MS, useGoBack } from './product-form/use-toasts';
import { SellerArea } from './seller-area';
import { sellerQueries } from './seller-products';

const t = sellerFormMessages;

/** /seller/edit-product/:id (seller document, screen 2). */
export function ProductEditPage() {
  return (
    <SellerArea>
      <ProductEditLoader />
    </SellerArea>
  );
}

function ProductEditLoader() {
  const { id = '' } = useParams();
  const product = useQuery({
    ...sellerQueries.product(id),
    retry: false,
    // The form starts from what the server holds now, never from an older copy.
    staleTime: 0,
    gcTime: 0,
  });
  if (product.isPending) {
    return (
      <div>
        <div className={page.row} role="status">
          <Spinner label={null} />
          <span>{sellerProductMessages.loadingProduct}</span>
        </div>
      </div>
    );
  }
  if (product.isError) {
    return (
      <div>
        <EmptyState
          icon="alert"
          title={sellerProductMessages.productLoadFailed}
          description={product.error.message}
          action={
            <Button asChild>
              <Link to={routes.sellerProducts.href()}>{t.backToList}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <ProductEdit key={product.data._id} product={product.data} />;
}

function ProductEdit({ product }: { product: Product }) {
  const goBack = useGoBack();
  const [values, dispatch] = useReducer(editFormReducer, product, valuesFromProduct);
  const uploads = useImageUploads(storedEntries(product.images ?? []));
  const categories = useQuery(catalogueQueries.categories());
  const check = checkEditForm(values);
  const { errors, variantErrors, refusals, refuse } = useFieldErrors(check);
  const { toasts, notify, dismiss, busy, save } = useProductSave({
    uploads,
    next: routes.sellerProducts.href(),
    delay: TIMINGS.productUpdatedRedirect,
  });

  const submit = async () => {
    if (busy) return;
    if (!check.valid) {
      refuse();
      return notify({ tone: 'critical', ...check.toast, duration: ERROR_TOAST_MS });
    }
    await save(async () => {
      const updated = await sdk.seller.update(product._id, editPayload(values, uploads.images));
      announceProductChange(
        { id: product._id, categoryId: product.category?.slug ?? '', status: product.status },
        { id: updated._id, categoryId: updated.category?.slug ?? values.category, status: updated.status },
      );
      return sellerProductMessages.updated;
    });
  };

  return (
    <ProductFormScreen
      title={t.editTitle}
      toasts={toasts}
      onDismissToast={dismiss}
      mode="edit"
      values={values}
      dispatch={dispatch}
      uploads={uploads}
      categories={categories.data ?? []}
      errors={errors}
      variantErrors={variantErrors}
      refusals={refusals}
      submitting={busy}
      submitLabel={t.editSubmit}
      onSubmit={() => void submit()}
      onCancel={goBack}
    />
  );
}

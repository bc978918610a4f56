import { useQuery } from '@tanstack/react-query';
import { messages, TIMINGS, validateProductEdit } from '@teranga/headless';
import { sellerFormMessages } from '@teranga/messages';
import type { Product } from '@teranga/sdk';
import { Button, EmptyState, Spinner } from '@teranga/ui';
import { useReducer, useState } from 'react';
import { Link, useParams } from 'react-router';
import * as page from '../../app/page.css';
import { catalogueQueries } from '../../catalogue/catalogue.queries';
import { sdk } from '../../sdk';
import { SellerGuard } from '../account/seller-guard';
import { announceProductChange } from './product-form/product-events';
import { type FieldErrors, ProductFormScreen } from './product-form/product-form';
import { editFormReducer, editPayload, valuesFromProduct } from './product-form/product-form.state';
import { storedEntries, useImageUploads } from './product-form/use-image-uploads';
import { useProductSave } from './product-form/use-product-save';
import { ERROR_TOAST_MS, useGoBack } from './product-form/use-toasts';

const t = sellerFormMessages;

/** /seller/edit-product/:id (seller document, screen 2). */
export function ProductEditPage() {
  return (
    <SellerGuard>
      <ProductEditLoader />
    </SellerGuard>
  );
}

function ProductEditLoader() {
  const { id = '' } = useParams();
  const product = useQuery({
    queryKey: ['seller', 'product', id],
    queryFn: () => sdk.seller.product(id),
    retry: false,
    // The form starts from what the server holds now, never from an older copy.
    staleTime: 0,
    gcTime: 0,
  });
  if (product.isPending) {
    return (
      <div className={page.container}>
        <div className={page.row} role="status">
          <Spinner label={null} />
          <span>{messages.seller.loadingProduct}</span>
        </div>
      </div>
    );
  }
  if (product.isError) {
    return (
      <div className={page.container}>
        <EmptyState
          icon="alert"
          title={messages.seller.productLoadFailed}
          description={product.error.message}
          action={
            <Button asChild>
              <Link to="/seller/products">{t.backToList}</Link>
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const { toasts, notify, dismiss, busy, save } = useProductSave({
    uploads,
    next: '/seller/products',
    delay: TIMINGS.productUpdatedRedirect,
  });

  const submit = async () => {
    if (busy) return;
    const refusal = validateProductEdit(values);
    setErrors(
      refusal
        ? {
            ...(values.name.trim() ? {} : { name: refusal }),
            ...(values.description.trim() ? {} : { description: refusal }),
            ...(values.price.trim() ? {} : { price: refusal }),
          }
        : {},
    );
    if (refusal) return notify({ tone: 'critical', title: refusal, duration: ERROR_TOAST_MS });
    await save(async () => {
      const updated = await sdk.seller.update(product._id, editPayload(values, uploads.images));
      announceProductChange(
        { id: product._id, categoryId: product.category?.slug ?? '', status: product.status },
        { id: updated._id, categoryId: updated.category?.slug ?? values.category, status: updated.status },
      );
      return messages.seller.updated;
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
      submitting={busy}
      submitLabel={t.editSubmit}
      onSubmit={() => void submit()}
      onCancel={goBack}
    />
  );
}

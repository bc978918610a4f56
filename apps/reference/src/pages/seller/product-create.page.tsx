import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, productCreatedMessage, TIMINGS, validateProductCreate } from '@teranga/headless';
import { sellerFormMessages } from '@teranga/messages';
import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { catalogueQueries } from '../../catalogue/catalogue.queries';
import { sdk } from '../../sdk';
import { SellerGuard } from '../account/seller-guard';
import { announceProductChange } from './product-form/product-events';
import { type FieldErrors, ProductFormScreen } from './product-form/product-form';
import { createFormReducer, createPayload, emptyProductForm } from './product-form/product-form.state';
import { useImageUploads } from './product-form/use-image-uploads';
import { ERROR_TOAST_MS, useGoBack, useToasts } from './product-form/use-toasts';

const t = sellerFormMessages;

/** Where the dashboard reads that a product was just created (it shows its 5 s toast, then clears the flag). */
export const CREATED_REDIRECT = '/seller/dashboard?created=1';

/** /add-product and /seller/add-product: 'Créer un produit' (seller document, screen 1). */
export function ProductCreatePage() {
  return (
    <SellerGuard>
      <ProductCreate />
    </SellerGuard>
  );
}

function ProductCreate() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const [values, dispatch] = useReducer(createFormReducer, emptyProductForm);
  const uploads = useImageUploads();
  const categories = useQuery(catalogueQueries.categories());
  const { toasts, notify, dismiss } = useToasts();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate(CREATED_REDIRECT), TIMINGS.productCreatedRedirect);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const submit = async () => {
    if (submitting || created) return;
    const check = validateProductCreate(values);
    setErrors(check.errors);
    if (!check.valid) {
      notify({ tone: 'critical', title: check.title, description: check.summary, duration: ERROR_TOAST_MS });
      return;
    }
    if (uploads.uploading) return notify({ tone: 'info', title: t.images.waitForUploads });
    if (uploads.blocked)
      return notify({ tone: 'critical', title: t.images.failedUploads, duration: ERROR_TOAST_MS });
    setSubmitting(true);
    try {
      const product = await sdk.seller.create(createPayload(values, uploads.images), { json: true });
      announceProductChange(undefined, {
        id: product._id,
        categoryId: values.category,
        status: product.status,
      });
      void queryClient.invalidateQueries({ queryKey: ['seller'] });
      notify({
        tone: 'positive',
        title: productCreatedMessage(product.status),
        duration: TIMINGS.productCreatedRedirect,
      });
      setCreated(true);
    } catch (error) {
      // Everything typed stays: the seller corrects or retries.
      notify({
        tone: 'critical',
        title: (error as Error).message || messages.generic,
        duration: ERROR_TOAST_MS,
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ProductFormScreen
      title={t.createTitle}
      toasts={toasts}
      onDismissToast={dismiss}
      mode="create"
      values={values}
      dispatch={dispatch}
      uploads={uploads}
      categories={categories.data ?? []}
      errors={errors}
      submitting={submitting || created}
      submitLabel={t.createSubmit}
      onSubmit={() => void submit()}
      onCancel={goBack}
    />
  );
}

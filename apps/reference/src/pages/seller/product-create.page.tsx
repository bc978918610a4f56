import { useQuery } from '@tanstack/react-query';
import { productCreatedMessage, TIMINGS } from '@teranga/headless';
import { sellerFormMessages } from '@teranga/messages/seller';
import { useReducer } from 'react';
import { catalogueQueries } from '../../catalogue/catalogue.queries';
import { routes } from '../../routes';
import { sdk } from '../../sdk';
import { checkCreateForm, useFieldErrors } from './product-form/form-errors';
import { announceProductChange } from './product-form/product-events';
import { ProductFormScreen } from './product-form/product-form';
import { createFormReducer, createPayload, emptyProductForm } from './product-form/product-form.state';
import { useImageUploads } from './product-form/use-image-uploads';
import { useProductSave } from './product-form/use-product-save';
import { ERROR_TOAST_MS, useGoBack } from './product-form/use-toasts';
import { SellerArea } from './seller-area';

const t = sellerFormMessages;

/** Where the dashboard reads that a product was just created (it shows its 5 s toast, then clears the flag). */
export const CREATED_REDIRECT = routes.sellerDashboard.href({ created: 1 });

/** /add-product and /seller/add-product: 'Créer un produit' (seller document, screen 1). */
export function ProductCreatePage() {
  return (
    <SellerArea>
      <ProductCreate />
    </SellerArea>
  );
}

function ProductCreate() {
  const goBack = useGoBack();
  const [values, dispatch] = useReducer(createFormReducer, emptyProductForm);
  const uploads = useImageUploads();
  const categories = useQuery(catalogueQueries.categories());
  const check = checkCreateForm(values);
  const { errors, variantErrors, refusals, refuse } = useFieldErrors(check);
  const { toasts, notify, dismiss, busy, save } = useProductSave({
    uploads,
    next: CREATED_REDIRECT,
    delay: TIMINGS.productCreatedRedirect,
  });

  const submit = async () => {
    if (busy) return;
    if (!check.valid) {
      refuse();
      notify({ tone: 'critical', ...check.toast, duration: ERROR_TOAST_MS });
      return;
    }
    await save(async () => {
      const product = await sdk.seller.create(createPayload(values, uploads.images), { json: true });
      announceProductChange(undefined, {
        id: product._id,
        categoryId: values.category,
        status: product.status,
      });
      return productCreatedMessage(product.status);
    });
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
      variantErrors={variantErrors}
      refusals={refusals}
      submitting={busy}
      submitLabel={t.createSubmit}
      onSubmit={() => void submit()}
      onCancel={goBack}
    />
  );
}

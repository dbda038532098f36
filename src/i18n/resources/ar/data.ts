import type { TranslationShape } from '../../shape';
import type { DataStrings } from '../data';

export const data: TranslationShape<DataStrings> = {
  table: {
    scrolls: '{{name}}، يمرَّر أفقيًا',
    search: 'بحث',
    loading: 'جارٍ التحميل…',
    empty: 'لا توجد سجلات لعرضها',
    noMatches: 'لم يتم العثور على سجلات مطابقة',
    sortedAscending: 'مرتّب حسب {{column}}، تصاعديًا',
    sortedDescending: 'مرتّب حسب {{column}}، تنازليًا',
    sortCleared: 'أُلغي الترتيب',
    pagination: 'ترقيم الصفحات',
    paginationNamed: 'ترقيم صفحات {{name}}',
    rowsPerPage: 'عدد الصفوف في الصفحة',
    range: '{{from}}–{{to}} من {{total}}',
    page: 'الصفحة {{page}}',
    first: 'الصفحة الأولى',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    last: 'الصفحة الأخيرة',
  },
  modal: {
    close: 'إغلاق',
  },
  progress: {
    label: 'التقدّم',
    step: 'الخطوة {{number}} من {{total}}',
    stepNamed: 'الخطوة {{number}} من {{total}}: {{label}}',
    compact: 'الخطوة {{number}} من {{total}} · {{label}}',
    done: '{{step}}، مكتملة',
  },
  sortable: {
    label: 'الصفوف',
    title: 'العنوان {{n}}',
    description: 'الوصف {{n}}',
    add: 'إضافة صف',
    remove: 'حذف الصف {{n}}',
    moveUp: 'نقل الصف {{n}} إلى الأعلى',
    moveDown: 'نقل الصف {{n}} إلى الأسفل',
    handle: 'إعادة ترتيب الصف {{n}}',
    instructions: 'اسحب، أو اضغط Alt مع السهم للأعلى أو للأسفل، لنقل هذا الصف.',
    moved: 'تم نقل الصف {{from}} إلى الموضع {{to}}',
    added: 'تمت إضافة الصف {{n}}',
    removed: 'تم حذف الصف {{n}}',
    empty: 'لا توجد صفوف بعد.',
  },
};

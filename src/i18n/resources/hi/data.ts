import type { TranslationShape } from '../../shape';
import type { DataStrings } from '../data';

export const data: TranslationShape<DataStrings> = {
  table: {
    scrolls: '{{name}}, बगल में स्क्रॉल होती है',
    search: 'खोजें',
    loading: 'लोड हो रहा है…',
    empty: 'दिखाने के लिए कोई रिकॉर्ड नहीं है',
    noMatches: 'कोई मिलता-जुलता रिकॉर्ड नहीं मिला',
    sortedAscending: '{{column}} के अनुसार आरोही क्रम में',
    sortedDescending: '{{column}} के अनुसार अवरोही क्रम में',
    sortCleared: 'क्रम हटाया गया',
    pagination: 'पृष्ठांकन',
    paginationNamed: '{{name}} पृष्ठांकन',
    rowsPerPage: 'प्रति पृष्ठ पंक्तियाँ',
    range: '{{total}} में से {{from}}–{{to}}',
    page: 'पृष्ठ {{page}}',
    first: 'पहला पृष्ठ',
    previous: 'पिछला पृष्ठ',
    next: 'अगला पृष्ठ',
    last: 'अंतिम पृष्ठ',
  },
  modal: {
    close: 'बंद करें',
  },
  progress: {
    label: 'प्रगति',
    step: 'चरण {{number}} / {{total}}',
    stepNamed: 'चरण {{number}} / {{total}}: {{label}}',
    compact: 'चरण {{number}} / {{total}} · {{label}}',
    done: '{{step}}, पूर्ण',
  },
  sortable: {
    label: 'पंक्तियाँ',
    title: 'शीर्षक {{n}}',
    description: 'विवरण {{n}}',
    add: 'पंक्ति जोड़ें',
    remove: 'पंक्ति {{n}} हटाएँ',
    moveUp: 'पंक्ति {{n}} ऊपर ले जाएँ',
    moveDown: 'पंक्ति {{n}} नीचे ले जाएँ',
    handle: 'पंक्ति {{n}} का क्रम बदलें',
    instructions: 'इस पंक्ति को खिसकाने के लिए खींचें, या Alt के साथ ऊपर या नीचे वाली तीर कुंजी दबाएँ।',
    moved: 'पंक्ति {{from}} को स्थान {{to}} पर ले जाया गया',
    added: 'पंक्ति {{n}} जोड़ी गई',
    removed: 'पंक्ति {{n}} हटाई गई',
    empty: 'अभी कोई पंक्ति नहीं है।',
  },
};

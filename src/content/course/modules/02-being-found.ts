import type { CourseModule } from '@domain/course/course'

// Module 2: listings and reputation: Google Business Profile, this portal's listing and plans, reviews.
export const beingFoundModule: CourseModule = {
  slug: 'being-found',
  title: {
    en: 'Being found: listings and reviews',
    el: 'Να σας βρίσκουν: καταχωρίσεις και κριτικές',
    ru: 'Чтобы вас находили: каталоги и отзывы',
  },
  summary: {
    en: 'Use AI to complete your Google Business Profile and your listing on this portal, and to answer reviews quickly in the customer’s language.',
    el: 'Χρησιμοποιήστε την τεχνητή νοημοσύνη για να συμπληρώσετε το Google Business Profile και την καταχώρισή σας σε αυτή την πύλη, και για να απαντάτε γρήγορα στις κριτικές στη γλώσσα του πελάτη.',
    ru: 'Используйте ИИ, чтобы заполнить профиль Google Business Profile и карточку на этом портале, а также быстро отвечать на отзывы на языке клиента.',
  },
  lessons: [
    {
      slug: 'google-business-profile',
      minutes: 15,
      title: {
        en: 'A complete Google Business Profile',
        el: 'Ένα πλήρες Google Business Profile',
        ru: 'Полный профиль Google Business Profile',
      },
      summary: {
        en: 'Fill in every field of your Google Business Profile, write its description and weekly updates with AI, and keep seasonal hours right for visitors searching on maps.',
        el: 'Συμπληρώστε κάθε πεδίο του Google Business Profile σας, γράψτε την περιγραφή και τις εβδομαδιαίες ενημερώσεις με τεχνητή νοημοσύνη και κρατήστε σωστό το εποχικό ωράριο για όσους ψάχνουν στους χάρτες.',
        ru: 'Заполните все поля профиля Google Business Profile, пишите описание и еженедельные обновления с помощью ИИ и следите за сезонными часами работы для тех, кто ищет на картах.',
      },
      body: {
        en: [
          'When a tourist in Ayia Napa searches “seafood near me” or a resident in Nicosia looks for a plumber, the first thing they see is usually a map with Google Business Profiles. A complete profile with photos, correct hours and recent reviews is shown more often and gets more calls than an empty one.',
          'AI helps with the writing parts. Paste your business brief and ask for a description of up to 750 characters that starts with what you do and where, mentions two or three things that set you apart, and avoids prices and links, which the description should not contain. Ask for a Greek version that is written for locals, not translated word by word.',
          'Keep the profile alive: weekly updates (a new dish, a free parking tip, an event), answers to the questions people ask, and special hours for Easter, Kataklysmos, Christmas and the days you close between seasons. Wrong hours are one of the most common reasons for angry one-star reviews in tourist areas.',
        ],
        el: [
          'Όταν ένας τουρίστας στην Αγία Νάπα ψάχνει «θαλασσινά κοντά μου» ή ένας κάτοικος της Λευκωσίας ψάχνει υδραυλικό, το πρώτο που βλέπει συνήθως είναι ένας χάρτης με προφίλ Google Business Profile. Ένα πλήρες προφίλ με φωτογραφίες, σωστό ωράριο και πρόσφατες κριτικές εμφανίζεται συχνότερα και δέχεται περισσότερες κλήσεις από ένα άδειο.',
          'Η τεχνητή νοημοσύνη βοηθά στα κομμάτια που θέλουν γράψιμο. Επικολλήστε το σημείωμα της επιχείρησής σας και ζητήστε περιγραφή έως 750 χαρακτήρες που ξεκινά με το τι κάνετε και πού, αναφέρει δύο ή τρία πράγματα που σας ξεχωρίζουν και αποφεύγει τιμές και συνδέσμους, που δεν πρέπει να μπαίνουν στην περιγραφή. Ζητήστε ελληνική εκδοχή γραμμένη για ντόπιους, όχι μετάφραση λέξη προς λέξη.',
          'Κρατήστε το προφίλ ζωντανό: εβδομαδιαίες ενημερώσεις (ένα νέο πιάτο, μια συμβουλή για δωρεάν στάθμευση, μια εκδήλωση), απαντήσεις στις ερωτήσεις του κόσμου και ειδικό ωράριο για το Πάσχα, τον Κατακλυσμό, τα Χριστούγεννα και τις μέρες που κλείνετε ανάμεσα στις σεζόν. Το λάθος ωράριο είναι από τους πιο συνηθισμένους λόγους για θυμωμένες κριτικές με ένα αστέρι στις τουριστικές περιοχές.',
        ],
        ru: [
          'Когда турист в Айя-Напе ищет «морепродукты рядом» или житель Никосии ищет сантехника, первое, что он видит, — обычно карта с профилями Google Business Profile. Полный профиль с фотографиями, верными часами работы и свежими отзывами показывается чаще и приносит больше звонков, чем пустой.',
          'ИИ помогает с текстовой частью. Вставьте паспорт бизнеса и попросите описание до 750 символов, которое начинается с того, что вы делаете и где, упоминает две-три ваши особенности и не содержит цен и ссылок — им не место в описании. Попросите греческую версию, написанную для местных жителей, а не переведённую дословно.',
          'Поддерживайте профиль в живом состоянии: еженедельные обновления (новое блюдо, совет о бесплатной парковке, мероприятие), ответы на вопросы посетителей и особые часы работы на Пасху, Катаклизмос, Рождество и в дни закрытия между сезонами. Неверные часы работы — одна из самых частых причин гневных отзывов с одной звездой в туристических районах.',
        ],
      },
      steps: {
        en: [
          'Check name, address, phone, website, category and map pin, and correct anything wrong.',
          'Generate a description from your brief, edit it, and publish it in your main customer language.',
          'Add at least ten real photos: outside, inside, products, team.',
          'Enter special hours for the next public holiday and plan one update per week.',
        ],
        el: [
          'Ελέγξτε όνομα, διεύθυνση, τηλέφωνο, ιστότοπο, κατηγορία και σημείο στον χάρτη και διορθώστε ό,τι είναι λάθος.',
          'Δημιουργήστε περιγραφή από το σημείωμά σας, επεξεργαστείτε τη και δημοσιεύστε τη στην κύρια γλώσσα των πελατών σας.',
          'Προσθέστε τουλάχιστον δέκα πραγματικές φωτογραφίες: εξωτερικό, εσωτερικό, προϊόντα, ομάδα.',
          'Καταχωρίστε ειδικό ωράριο για την επόμενη αργία και προγραμματίστε μία ενημέρωση την εβδομάδα.',
        ],
        ru: [
          'Проверьте название, адрес, телефон, сайт, категорию и метку на карте и исправьте ошибки.',
          'Сгенерируйте описание по паспорту бизнеса, отредактируйте и опубликуйте его на основном языке клиентов.',
          'Добавьте не менее десяти настоящих фотографий: снаружи, внутри, товары, команда.',
          'Укажите особые часы на ближайший праздник и запланируйте одно обновление в неделю.',
        ],
      },
      exercise: {
        en: 'Search for your trade and town on a map as a tourist would. Compare your profile with the top three results and write down three things they have that you do not. Fix one of them today.',
        el: 'Αναζητήστε το επάγγελμά σας και την πόλη σας σε χάρτη όπως θα έκανε ένας τουρίστας. Συγκρίνετε το προφίλ σας με τα τρία πρώτα αποτελέσματα και σημειώστε τρία πράγματα που έχουν εκείνα και εσείς όχι. Διορθώστε ένα από αυτά σήμερα.',
        ru: 'Найдите на карте свою сферу и город так, как искал бы турист. Сравните свой профиль с первыми тремя результатами и запишите три вещи, которые есть у них и нет у вас. Исправьте одну из них сегодня.',
      },
      keyTakeaways: {
        en: [
          'Complete profiles are shown more and called more.',
          'AI writes the description and updates; you supply true facts and photos.',
          'Special hours for holidays and the off-season prevent bad reviews.',
        ],
        el: [
          'Τα πλήρη προφίλ εμφανίζονται συχνότερα και δέχονται περισσότερες κλήσεις.',
          'Η τεχνητή νοημοσύνη γράφει την περιγραφή και τις ενημερώσεις· εσείς δίνετε αληθινά στοιχεία και φωτογραφίες.',
          'Το ειδικό ωράριο για αργίες και για τη χαμηλή σεζόν προλαβαίνει κακές κριτικές.',
        ],
        ru: [
          'Полные профили показываются чаще и приносят больше звонков.',
          'ИИ пишет описание и обновления, а вы даёте верные факты и фотографии.',
          'Особые часы на праздники и в межсезонье уберегают от плохих отзывов.',
        ],
      },
    },
    {
      slug: 'your-portal-listing',
      minutes: 12,
      title: {
        en: 'Your listing on this portal',
        el: 'Η καταχώρισή σας σε αυτή την πύλη',
        ru: 'Ваша карточка на этом портале',
      },
      summary: {
        en: 'Claim or add your business on Cyprus Portal, write its description in English, Greek and Russian, choose categories and photos, and pick the plan that fits.',
        el: 'Διεκδικήστε ή προσθέστε την επιχείρησή σας στο Cyprus Portal, γράψτε την περιγραφή της στα αγγλικά, στα ελληνικά και στα ρωσικά, επιλέξτε κατηγορίες και φωτογραφίες και το πακέτο που σας ταιριάζει.',
        ru: 'Подтвердите права на свой бизнес или добавьте его на Cyprus Portal, напишите описание на английском, греческом и русском, выберите категории, фотографии и подходящий тариф.',
      },
      body: {
        en: [
          'Cyprus Portal lists businesses in English, Greek and Russian, so a visitor reads your listing in their own language. If your business is already listed, use “Claim business” to manage it; if not, use “Add business”. Once approved, you edit it from the business portal in your account.',
          'The description is where AI saves the most time. The free Basic plan allows up to 500 characters, so every word counts: ask the assistant for a 450-character description from your brief, then for Greek and Russian versions written for local and Russian-speaking readers. Ask a native speaker, a member of staff or a regular customer to read each one before you publish.',
          'Choose categories that match what people search for, not what you call yourself, and upload your best photos first. The Basic plan includes five photos and two categories. The Standard, Premium and Enterprise plans add more photos and categories, special offers, replies to reviews, better search placement and featured badges; the Advertise page compares them. Start with Basic, measure what the listing brings, and upgrade when the numbers justify it.',
        ],
        el: [
          'Το Cyprus Portal παρουσιάζει τις επιχειρήσεις στα αγγλικά, στα ελληνικά και στα ρωσικά, έτσι ο επισκέπτης διαβάζει την καταχώρισή σας στη δική του γλώσσα. Αν η επιχείρησή σας υπάρχει ήδη, χρησιμοποιήστε το «Διεκδίκηση επιχείρησης» για να τη διαχειριστείτε· αν όχι, το «Προσθήκη επιχείρησης». Μόλις εγκριθεί, την επεξεργάζεστε από την πύλη επιχειρήσεων στον λογαριασμό σας.',
          'Η περιγραφή είναι το σημείο όπου η τεχνητή νοημοσύνη εξοικονομεί τον περισσότερο χρόνο. Το δωρεάν πακέτο Basic επιτρέπει έως 500 χαρακτήρες, άρα κάθε λέξη μετράει: ζητήστε από τον βοηθό περιγραφή 450 χαρακτήρων από το σημείωμά σας και έπειτα ελληνική και ρωσική εκδοχή γραμμένες για ντόπιους και ρωσόφωνους αναγνώστες. Ζητήστε από έναν φυσικό ομιλητή, ένα μέλος του προσωπικού ή έναν τακτικό πελάτη να διαβάσει την καθεμία πριν τη δημοσιεύσετε.',
          'Επιλέξτε κατηγορίες που αντιστοιχούν σε αυτό που αναζητά ο κόσμος, όχι σε αυτό που λέτε εσείς για τον εαυτό σας, και ανεβάστε πρώτα τις καλύτερες φωτογραφίες σας. Το πακέτο Basic περιλαμβάνει πέντε φωτογραφίες και δύο κατηγορίες. Τα πακέτα Standard, Premium και Enterprise προσθέτουν περισσότερες φωτογραφίες και κατηγορίες, ειδικές προσφορές, απαντήσεις σε κριτικές, καλύτερη θέση στην αναζήτηση και σήματα προβολής· η σελίδα Διαφήμιση τα συγκρίνει. Ξεκινήστε με το Basic, μετρήστε τι σας φέρνει η καταχώριση και αναβαθμίστε όταν τα νούμερα το δικαιολογούν.',
        ],
        ru: [
          'Cyprus Portal показывает компании на английском, греческом и русском языках, поэтому посетитель читает вашу карточку на своём языке. Если ваш бизнес уже есть в каталоге, воспользуйтесь кнопкой «Подтвердить права», чтобы управлять им; если нет — «Добавить бизнес». После одобрения вы редактируете карточку в бизнес-портале своего аккаунта.',
          'Больше всего времени ИИ экономит на описании. Бесплатный тариф Basic допускает до 500 символов, поэтому важно каждое слово: попросите ассистента написать описание на 450 символов по вашему паспорту бизнеса, а затем греческую и русскую версии, написанные для местных и русскоязычных читателей. Перед публикацией попросите носителя языка, сотрудника или постоянного клиента прочитать каждую версию.',
          'Выбирайте категории по тому, что ищут люди, а не по тому, как вы себя называете, и загружайте лучшие фотографии первыми. Тариф Basic включает пять фотографий и две категории. Тарифы Standard, Premium и Enterprise добавляют больше фотографий и категорий, специальные предложения, ответы на отзывы, лучшие позиции в поиске и значки продвижения; их сравнение есть на странице «Реклама». Начните с Basic, измерьте, что приносит карточка, и переходите на другой тариф, когда цифры это оправдывают.',
        ],
      },
      steps: {
        en: [
          'Search the portal for your business; claim it if it exists, add it if it does not.',
          'Generate a description of about 450 characters and have it checked in all three languages.',
          'Choose the two categories customers would search for and upload your five best photos.',
          'Read the plan comparison on the Advertise page and note what would make an upgrade worth it.',
        ],
        el: [
          'Αναζητήστε την επιχείρησή σας στην πύλη· διεκδικήστε τη αν υπάρχει, προσθέστε τη αν δεν υπάρχει.',
          'Δημιουργήστε περιγραφή περίπου 450 χαρακτήρων και ζητήστε να ελεγχθεί και στις τρεις γλώσσες.',
          'Επιλέξτε τις δύο κατηγορίες που θα αναζητούσαν οι πελάτες και ανεβάστε τις πέντε καλύτερες φωτογραφίες σας.',
          'Διαβάστε τη σύγκριση των πακέτων στη σελίδα Διαφήμιση και σημειώστε τι θα έκανε μια αναβάθμιση να αξίζει.',
        ],
        ru: [
          'Найдите свой бизнес на портале: подтвердите права, если он есть, или добавьте, если нет.',
          'Сгенерируйте описание примерно на 450 символов и дайте проверить его на всех трёх языках.',
          'Выберите две категории, по которым вас искали бы клиенты, и загрузите пять лучших фотографий.',
          'Изучите сравнение тарифов на странице «Реклама» и запишите, при каких условиях переход окупится.',
        ],
      },
      exercise: {
        en: 'Ask an assistant to read your current listing description as a Russian-speaking family on holiday in Limassol and as a Greek Cypriot office worker in Nicosia. What does each one miss? Rewrite the description so both find their answer.',
        el: 'Ζητήστε από έναν βοηθό να διαβάσει την τωρινή περιγραφή της καταχώρισής σας σαν ρωσόφωνη οικογένεια σε διακοπές στη Λεμεσό και σαν Ελληνοκύπριος υπάλληλος γραφείου στη Λευκωσία. Τι λείπει για τον καθένα; Ξαναγράψτε την περιγραφή ώστε να βρίσκουν και οι δύο την απάντησή τους.',
        ru: 'Попросите ассистента прочитать текущее описание вашей карточки глазами русскоязычной семьи на отдыхе в Лимассоле и глазами офисного сотрудника-киприота из Никосии. Чего не хватает каждому? Перепишите описание так, чтобы оба нашли ответ.',
      },
      keyTakeaways: {
        en: [
          'Claim or add your business, then keep it current from the business portal.',
          'A short description in three native-quality languages beats a long one in English only.',
          'Upgrade your plan when measured results justify it, not before.',
        ],
        el: [
          'Διεκδικήστε ή προσθέστε την επιχείρησή σας και κρατήστε τη ενημερωμένη από την πύλη επιχειρήσεων.',
          'Μια σύντομη περιγραφή σε τρεις γλώσσες με φυσική διατύπωση αξίζει περισσότερο από μια μεγάλη μόνο στα αγγλικά.',
          'Αναβαθμίστε το πακέτο σας όταν το δικαιολογούν τα μετρημένα αποτελέσματα, όχι νωρίτερα.',
        ],
        ru: [
          'Подтвердите права на бизнес или добавьте его и поддерживайте карточку в актуальном состоянии.',
          'Короткое описание на трёх языках с естественной речью лучше длинного только на английском.',
          'Меняйте тариф, когда это оправдывают измеренные результаты, а не раньше.',
        ],
      },
    },
    {
      slug: 'reviews-and-replies',
      minutes: 14,
      title: {
        en: 'Getting reviews and replying to them',
        el: 'Πώς να παίρνετε κριτικές και να τις απαντάτε',
        ru: 'Как получать отзывы и отвечать на них',
      },
      summary: {
        en: 'Ask for reviews at the right moment, reply to good and bad reviews with AI drafts in the reviewer’s language, and turn complaints into improvements.',
        el: 'Ζητήστε κριτικές τη σωστή στιγμή, απαντήστε σε καλές και κακές κριτικές με σχέδια από την τεχνητή νοημοσύνη στη γλώσσα του πελάτη και μετατρέψτε τα παράπονα σε βελτιώσεις.',
        ru: 'Просите отзывы в нужный момент, отвечайте на хорошие и плохие отзывы с помощью черновиков ИИ на языке клиента и превращайте жалобы в улучшения.',
      },
      body: {
        en: [
          'Reviews decide where visitors go, especially tourists who cannot ask a neighbour. The best moment to ask is right after a good experience: when the guest thanks you, when the car is returned without problems, when the haircut is admired. A small card with a QR code or a short message with a link makes it easy. Never offer discounts or gifts in exchange for reviews, and never write reviews yourself.',
          'Reply to every review, and reply in the language it was written in: a Russian review gets a Russian reply, a Greek one a Greek reply. Paste the review and your brief into the assistant and ask for a short, warm, specific reply that mentions something the guest wrote. Generic “thank you for your feedback” replies look automated, because they are.',
          'For a negative review, ask the assistant for a calm draft that thanks the guest, acknowledges the problem without arguing, explains what you changed and invites them to contact you directly. Remove anything defensive before you post it, and never share a customer’s personal details in a public reply. Then fix the cause: the same complaint three times is a message about your business, not about the guests.',
        ],
        el: [
          'Οι κριτικές αποφασίζουν πού θα πάνε οι επισκέπτες, ειδικά οι τουρίστες που δεν μπορούν να ρωτήσουν έναν γείτονα. Η καλύτερη στιγμή να ζητήσετε κριτική είναι αμέσως μετά από μια καλή εμπειρία: όταν ο πελάτης σάς ευχαριστεί, όταν το αυτοκίνητο επιστρέφεται χωρίς προβλήματα, όταν το κούρεμα εντυπωσιάζει. Μια μικρή κάρτα με κωδικό QR ή ένα σύντομο μήνυμα με σύνδεσμο το κάνει εύκολο. Μην προσφέρετε ποτέ εκπτώσεις ή δώρα με αντάλλαγμα κριτικές και μη γράφετε ποτέ κριτικές μόνοι σας.',
          'Απαντάτε σε κάθε κριτική, και στη γλώσσα στην οποία γράφτηκε: μια ρωσική κριτική παίρνει ρωσική απάντηση, μια ελληνική ελληνική. Επικολλήστε την κριτική και το σημείωμά σας στον βοηθό και ζητήστε μια σύντομη, ζεστή και συγκεκριμένη απάντηση που αναφέρει κάτι που έγραψε ο πελάτης. Οι γενικές απαντήσεις τύπου «ευχαριστούμε για τα σχόλιά σας» φαίνονται αυτόματες, γιατί είναι.',
          'Για μια αρνητική κριτική, ζητήστε από τον βοηθό ένα ψύχραιμο σχέδιο που ευχαριστεί τον πελάτη, αναγνωρίζει το πρόβλημα χωρίς αντιπαράθεση, εξηγεί τι αλλάξατε και τον καλεί να επικοινωνήσει απευθείας μαζί σας. Αφαιρέστε οτιδήποτε αμυντικό πριν το δημοσιεύσετε και μη δημοσιοποιείτε ποτέ προσωπικά στοιχεία πελάτη σε δημόσια απάντηση. Έπειτα διορθώστε την αιτία: το ίδιο παράπονο τρεις φορές είναι μήνυμα για την επιχείρησή σας, όχι για τους πελάτες.',
        ],
        ru: [
          'Отзывы решают, куда пойдут посетители, особенно туристы, которым не у кого спросить совета. Лучший момент попросить отзыв — сразу после удачного опыта: когда гость благодарит, когда машину вернули без проблем, когда стрижкой восхищаются. Небольшая карточка с QR-кодом или короткое сообщение со ссылкой упрощают дело. Никогда не предлагайте скидки или подарки в обмен на отзывы и никогда не пишите отзывы сами.',
          'Отвечайте на каждый отзыв на том языке, на котором он написан: на русский отзыв — по-русски, на греческий — по-гречески. Вставьте отзыв и паспорт бизнеса в ассистента и попросите короткий, тёплый и конкретный ответ, в котором упоминается что-то из слов гостя. Шаблонные ответы вроде «спасибо за ваш отзыв» выглядят автоматическими, потому что такими и являются.',
          'Для негативного отзыва попросите ассистента подготовить спокойный черновик: поблагодарить гостя, признать проблему без спора, объяснить, что вы изменили, и пригласить связаться с вами напрямую. Перед публикацией уберите всё, что звучит как оправдание, и никогда не раскрывайте личные данные клиента в публичном ответе. Затем устраните причину: одна и та же жалоба трижды — это сигнал о вашем бизнесе, а не о гостях.',
        ],
      },
      steps: {
        en: [
          'Choose the moment in your service when customers are happiest and ask for a review there.',
          'Make a card or message with a direct link to your review pages.',
          'Reply to each new review within two days, in the reviewer’s language, using an edited AI draft.',
          'Once a month, ask an assistant to group recent complaints by cause and pick one to fix.',
        ],
        el: [
          'Επιλέξτε τη στιγμή της εξυπηρέτησης όπου οι πελάτες είναι πιο ικανοποιημένοι και ζητήστε τότε κριτική.',
          'Φτιάξτε μια κάρτα ή ένα μήνυμα με άμεσο σύνδεσμο στις σελίδες κριτικών σας.',
          'Απαντήστε σε κάθε νέα κριτική μέσα σε δύο μέρες, στη γλώσσα του πελάτη, με ένα επεξεργασμένο σχέδιο της τεχνητής νοημοσύνης.',
          'Μία φορά τον μήνα ζητήστε από έναν βοηθό να ομαδοποιήσει τα πρόσφατα παράπονα ανά αιτία και διαλέξτε ένα να διορθώσετε.',
        ],
        ru: [
          'Определите момент обслуживания, когда клиенты довольны больше всего, и просите отзыв именно тогда.',
          'Сделайте карточку или сообщение с прямой ссылкой на ваши страницы отзывов.',
          'Отвечайте на каждый новый отзыв в течение двух дней на языке автора, используя отредактированный черновик ИИ.',
          'Раз в месяц просите ассистента сгруппировать недавние жалобы по причинам и выбирайте одну для исправления.',
        ],
      },
      exercise: {
        en: 'Take your most recent negative review (or invent a realistic one). Ask an assistant for a reply in the reviewer’s language, then edit it until it is calm, specific and free of excuses. Compare it with the reply you would have written in the heat of the moment.',
        el: 'Πάρτε την πιο πρόσφατη αρνητική κριτική σας (ή φανταστείτε μια ρεαλιστική). Ζητήστε από έναν βοηθό απάντηση στη γλώσσα του πελάτη και επεξεργαστείτε τη ώσπου να είναι ψύχραιμη, συγκεκριμένη και χωρίς δικαιολογίες. Συγκρίνετέ τη με την απάντηση που θα γράφατε πάνω στα νεύρα σας.',
        ru: 'Возьмите свой последний негативный отзыв (или придумайте правдоподобный). Попросите ассистента написать ответ на языке автора и редактируйте его, пока он не станет спокойным, конкретным и без оправданий. Сравните его с ответом, который вы написали бы сгоряча.',
      },
      keyTakeaways: {
        en: [
          'Ask for reviews at the happiest moment, never in exchange for a reward.',
          'Reply to every review in its own language, specifically and quickly.',
          'Repeated complaints are a to-do list for the business.',
        ],
        el: [
          'Ζητήστε κριτικές την πιο ευχάριστη στιγμή, ποτέ με αντάλλαγμα.',
          'Απαντάτε σε κάθε κριτική στη γλώσσα της, συγκεκριμένα και γρήγορα.',
          'Τα επαναλαμβανόμενα παράπονα είναι λίστα εργασιών για την επιχείρηση.',
        ],
        ru: [
          'Просите отзывы в самый удачный момент и никогда не за вознаграждение.',
          'Отвечайте на каждый отзыв на его языке — конкретно и быстро.',
          'Повторяющиеся жалобы — это список задач для бизнеса.',
        ],
      },
    },
  ],
}

import type { ReviewFragments, Trilingual } from './types'

const t = (en: string, el: string, ru: string): Trilingual => ({ en, el, ru })

// Russian and Greek past tenses and adjectives agree with the writer's gender, so the fragments speak as "we",
// impersonally or in the present: every reviewer name fits every fragment.
export const REVIEWS_LEISURE: Readonly<Record<string, ReviewFragments>> = {
  'restaurants-food': {
    positive: [
      t(
        'The food was delicious and the portions were generous.',
        'Το φαγητό ήταν πεντανόστιμο και οι μερίδες γενναιόδωρες.',
        'Всё очень вкусно, порции щедрые.',
      ),
      t(
        'Everything tasted fresh and home-made, just like a Cypriot grandmother would cook.',
        'Όλα ήταν φρέσκα και σπιτικά, όπως τα φτιάχνει η γιαγιά.',
        'Всё свежее и по-домашнему, как у кипрской бабушки.',
      ),
      t(
        'Lovely atmosphere in the evening and very reasonable prices for the quality.',
        'Όμορφη ατμόσφαιρα το βράδυ και πολύ λογικές τιμές για την ποιότητα.',
        'Прекрасная атмосфера вечером и очень разумные цены за такое качество.',
      ),
    ],
    mixed: [
      t(
        'The food was good, but we waited almost forty minutes for our mains.',
        'Το φαγητό ήταν καλό, αλλά περιμέναμε σχεδόν σαράντα λεπτά για τα κυρίως.',
        'Еда хорошая, но горячее ждали почти сорок минут.',
      ),
      t(
        'Nice place, although a bit noisy, and the prices have gone up.',
        'Ωραίο μαγαζί, αν και λίγο θορυβώδες, και οι τιμές έχουν ανέβει.',
        'Приятное место, хотя шумновато, да и цены выросли.',
      ),
    ],
    negative: [
      t(
        'The food arrived cold and the bill was much higher than expected.',
        'Το φαγητό ήρθε κρύο και ο λογαριασμός βγήκε πολύ πιο ακριβός απ’ ό,τι περιμέναμε.',
        'Еду принесли холодной, а счёт оказался гораздо больше, чем мы ожидали.',
      ),
      t(
        'Disappointing: small portions and the waiter forgot half of our order.',
        'Απογοητευτικό: μικρές μερίδες και ο σερβιτόρος ξέχασε τη μισή μας παραγγελία.',
        'Разочарование: маленькие порции, а официант забыл половину заказа.',
      ),
    ],
  },
  'hotels-accommodation': {
    positive: [
      t(
        'Spotless room, comfortable bed and a great breakfast with halloumi and fresh fruit.',
        'Πεντακάθαρο δωμάτιο, άνετο κρεβάτι και εξαιρετικό πρωινό με χαλλούμι και φρέσκα φρούτα.',
        'Безупречно чистый номер, удобная кровать и отличный завтрак с халлуми и свежими фруктами.',
      ),
      t(
        'The staff went out of their way to help us with everything.',
        'Το προσωπικό έκανε τα πάντα για να μας εξυπηρετήσει.',
        'Персонал делал всё, чтобы нам помочь.',
      ),
      t(
        'Quiet, a great location and excellent value for money.',
        'Ήσυχο, σε εξαιρετική τοποθεσία και με πολύ καλή σχέση ποιότητας-τιμής.',
        'Тихо, отличное расположение и прекрасное соотношение цены и качества.',
      ),
    ],
    mixed: [
      t(
        'The room was fine, but the Wi-Fi was weak and the walls were thin.',
        'Το δωμάτιο ήταν εντάξει, αλλά το Wi-Fi αδύναμο και οι τοίχοι λεπτοί.',
        'Номер нормальный, но Wi-Fi слабый и стены тонкие.',
      ),
      t(
        'Good location, though the furniture is a little tired.',
        'Καλή τοποθεσία, αν και η επίπλωση είναι λίγο κουρασμένη.',
        'Хорошее расположение, хотя мебель уже старовата.',
      ),
    ],
    negative: [
      t(
        'The room smelled of damp and the air conditioning did not work.',
        'Το δωμάτιο μύριζε υγρασία και ο κλιματισμός δεν λειτουργούσε.',
        'В номере пахло сыростью, а кондиционер не работал.',
      ),
      t(
        'Check-in took an hour and nobody apologised.',
        'Το check-in κράτησε μία ώρα και κανείς δεν ζήτησε συγγνώμη.',
        'Заселение заняло час, и никто даже не извинился.',
      ),
    ],
  },
  'beauty-wellness': {
    positive: [
      t(
        'Absolutely love the result, exactly what I asked for.',
        'Λατρεύω το αποτέλεσμα, ακριβώς αυτό που ζήτησα.',
        'Результат просто восхитительный — именно то, что хотелось.',
      ),
      t(
        'Relaxing atmosphere, spotless tools and a really talented team.',
        'Χαλαρωτική ατμόσφαιρα, πεντακάθαρα εργαλεία και πραγματικά ταλαντούχα ομάδα.',
        'Расслабляющая атмосфера, идеально чистые инструменты и по-настоящему талантливая команда.',
      ),
      t(
        'They took their time and gave great advice on aftercare.',
        'Αφιέρωσαν χρόνο και έδωσαν πολύ καλές συμβουλές για τη φροντίδα στο σπίτι.',
        'Мастер не торопился и дал отличные советы по домашнему уходу.',
      ),
    ],
    mixed: [
      t(
        'Nice result, but it took much longer than promised.',
        'Ωραίο αποτέλεσμα, αλλά κράτησε πολύ περισσότερο απ’ ό,τι μου είπαν.',
        'Результат неплохой, но всё заняло гораздо больше времени, чем обещали.',
      ),
      t(
        'Friendly staff, though a bit pricey for what you get.',
        'Φιλικό προσωπικό, αν και λίγο ακριβό για αυτό που παίρνεις.',
        'Персонал приветливый, но дороговато за такой результат.',
      ),
    ],
    negative: [
      t(
        'Not what we agreed at all, and they did not offer to fix it.',
        'Καμία σχέση με αυτό που συμφωνήσαμε, και δεν προσφέρθηκαν να το διορθώσουν.',
        'Сделали совсем не то, о чём договаривались, и исправить даже не предложили.',
      ),
      t(
        'My appointment was cancelled at the last minute, twice.',
        'Μου ακύρωσαν το ραντεβού την τελευταία στιγμή, δύο φορές.',
        'Запись отменили в последний момент — дважды.',
      ),
    ],
  },
  'sports-fitness': {
    positive: [
      t(
        'Great equipment, friendly coaches and a motivating atmosphere.',
        'Εξαιρετικός εξοπλισμός, φιλικοί προπονητές και ατμόσφαιρα που σε παρακινεί.',
        'Отличное оборудование, дружелюбные тренеры и мотивирующая атмосфера.',
      ),
      t(
        'The instructors really care about technique and safety.',
        'Οι εκπαιδευτές νοιάζονται πραγματικά για την τεχνική και την ασφάλεια.',
        'Инструкторы действительно следят за техникой и безопасностью.',
      ),
      t(
        'After three months the difference in my fitness is obvious.',
        'Μετά από τρεις μήνες η διαφορά στη φυσική μου κατάσταση είναι εμφανής.',
        'Через три месяца разница в форме заметна невооружённым глазом.',
      ),
    ],
    mixed: [
      t(
        'Good classes, but it gets very crowded in the evenings.',
        'Καλά προγράμματα, αλλά τα βράδια έχει πάρα πολύ κόσμο.',
        'Занятия хорошие, но по вечерам слишком много народу.',
      ),
      t(
        'Decent place, though the changing rooms need an upgrade.',
        'Αξιοπρεπής χώρος, αν και τα αποδυτήρια θέλουν ανανέωση.',
        'Место неплохое, хотя раздевалки требуют ремонта.',
      ),
    ],
    negative: [
      t(
        'Broken equipment for weeks and nobody seems to care.',
        'Χαλασμένος εξοπλισμός για εβδομάδες και κανείς δεν νοιάζεται.',
        'Инвентарь неделями сломан, и никому нет дела.',
      ),
      t(
        'They made it very hard to cancel my membership.',
        'Μου δυσκόλεψαν πάρα πολύ την ακύρωση της συνδρομής.',
        'Расторгнуть абонемент оказалось очень сложно.',
      ),
    ],
  },
  'shopping-retail': {
    positive: [
      t(
        'Beautiful selection and the owner gave honest advice.',
        'Όμορφη συλλογή και ο ιδιοκτήτης μάς συμβούλεψε με ειλικρίνεια.',
        'Прекрасный выбор, и хозяин честно посоветовал.',
      ),
      t(
        'Great quality at fair prices, and they wrapped my gift beautifully.',
        'Εξαιρετική ποιότητα σε λογικές τιμές, και τύλιξαν το δώρο μου υπέροχα.',
        'Отличное качество по разумным ценам, а подарок красиво упаковали.',
      ),
      t(
        'A lovely shop with things you won’t find anywhere else.',
        'Υπέροχο μαγαζί με πράγματα που δεν βρίσκεις αλλού.',
        'Чудесный магазин с вещами, которых больше нигде не найдёшь.',
      ),
    ],
    mixed: [
      t(
        'Nice products, but the staff seemed uninterested.',
        'Ωραία προϊόντα, αλλά το προσωπικό φαινόταν αδιάφορο.',
        'Товары хорошие, но продавцам, кажется, всё равно.',
      ),
      t(
        'Good shop, though prices are higher than in the big stores.',
        'Καλό μαγαζί, αν και οι τιμές είναι ψηλότερες από τα μεγάλα καταστήματα.',
        'Магазин хороший, хотя цены выше, чем в крупных сетях.',
      ),
    ],
    negative: [
      t(
        'They refused to exchange an item we returned the next day with the receipt.',
        'Αρνήθηκαν να αλλάξουν ένα προϊόν που επιστρέψαμε την επόμενη μέρα με την απόδειξη.',
        'Отказались обменять товар, который мы вернули на следующий день с чеком.',
      ),
      t(
        'Overpriced, and the quality did not last.',
        'Υπερτιμημένα, και η ποιότητα δεν άντεξε.',
        'Цены завышены, а качество не выдержало и месяца.',
      ),
    ],
  },
  'tourism-leisure': {
    positive: [
      t(
        'An unforgettable day: the guide was funny and full of stories.',
        'Αξέχαστη μέρα: ο ξεναγός ήταν πολύ ευχάριστος και γεμάτος ιστορίες.',
        'Незабываемый день: гид был весёлый и знал массу историй.',
      ),
      t(
        'Beautiful spots, well organised and great value.',
        'Πανέμορφα σημεία, άψογη οργάνωση και πολύ καλή τιμή.',
        'Красивейшие места, отличная организация и хорошая цена.',
      ),
      t(
        'The team looked after the children brilliantly.',
        'Η ομάδα φρόντισε υπέροχα τα παιδιά.',
        'Команда прекрасно позаботилась о детях.',
      ),
    ],
    mixed: [
      t(
        'Nice experience, but the group was too large.',
        'Ωραία εμπειρία, αλλά η ομάδα ήταν πολύ μεγάλη.',
        'Впечатления хорошие, но группа была слишком большой.',
      ),
      t(
        'Good trip, although we spent a lot of time waiting.',
        'Καλή εκδρομή, αν και χάσαμε πολύ χρόνο σε αναμονή.',
        'Поездка неплохая, но много времени ушло на ожидание.',
      ),
    ],
    negative: [
      t(
        'The trip was cut short without explanation or refund.',
        'Η εκδρομή συντομεύτηκε χωρίς εξήγηση ή επιστροφή χρημάτων.',
        'Программу сократили без объяснений и без возврата денег.',
      ),
      t(
        'Nothing like the photos and very poorly organised.',
        'Καμία σχέση με τις φωτογραφίες και πολύ κακή οργάνωση.',
        'Ничего общего с фотографиями и очень плохая организация.',
      ),
    ],
  },
  pets: {
    positive: [
      t(
        'They clearly love animals, and our dog could not wait to go in.',
        'Φαίνεται ότι αγαπούν τα ζώα, και ο σκύλος μας ανυπομονούσε να μπει.',
        'Видно, что здесь любят животных — наш пёс сам тянул нас внутрь.',
      ),
      t(
        'Friendly, knowledgeable and fairly priced.',
        'Φιλικοί, γνώστες του αντικειμένου και με λογικές τιμές.',
        'Приветливо, со знанием дела и по честной цене.',
      ),
      t(
        'Our cat came back happy and well looked after.',
        'Η γάτα μας επέστρεψε χαρούμενη και περιποιημένη.',
        'Наша кошка вернулась довольной и ухоженной.',
      ),
    ],
    mixed: [
      t(
        'Good care, but it is difficult to get an appointment.',
        'Καλή φροντίδα, αλλά είναι δύσκολο να βρεις ραντεβού.',
        'Уход хороший, но записаться сложно.',
      ),
      t(
        'Nice staff, though quite expensive.',
        'Καλό προσωπικό, αν και αρκετά ακριβά.',
        'Персонал милый, но довольно дорого.',
      ),
    ],
    negative: [
      t(
        'They were rough with our dog and we will not be back.',
        'Φέρθηκαν απότομα στον σκύλο μας και δεν θα ξαναπάμε.',
        'С нашей собакой обращались грубо — больше не придём.',
      ),
      t(
        'Long waits and nobody explained anything.',
        'Πολλή αναμονή και κανείς δεν μας εξήγησε τίποτα.',
        'Долгое ожидание, и никто ничего толком не объяснил.',
      ),
    ],
  },
}

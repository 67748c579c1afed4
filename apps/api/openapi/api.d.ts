// The API as the OpenAPI document at /api/docs/json describes it. Generated: run `npm run openapi` after changing a route.
export interface paths {
    "/api/Settings/get/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Настройки сайта
         * @description Всё, от чего зависит клиент: способы входа, типы пользователей, вид каталога, корзины и профиля. Одинаковы для всех посетителей; чего нет в сохранённых настройках, берётся по умолчанию.
         */
        get: operations["settingsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Content/getHeader/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Шапка сайта
         * @description Ссылки, контакты, формы и объявление в шапке.
         */
        get: operations["contentGetHeader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Content/getFooter/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Подвал сайта
         * @description Ссылки, документы, разделы каталога, соцсети, контакты и копирайт подвала.
         */
        get: operations["contentGetFooter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Content/getHome/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Главная: слайдер и баннеры
         * @description Слайды и баннеры главной страницы.
         */
        get: operations["contentGetHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Content/getPage/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Контентная страница
         * @description Заголовок и HTML контентной страницы по её адресу (slug): Markdown страницы, отрисованный на сервере безопасно.
         */
        get: operations["contentGetPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Content/getPages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Список контентных страниц
         * @description Адрес (slug) и заголовок каждой контентной страницы.
         */
        get: operations["contentGetPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Content/getServices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Услуги
         * @description Заголовок страницы услуг и карточка каждой услуги с её адресом.
         */
        get: operations["contentGetServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Content/getService/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Страница услуги
         * @description Услуга по её коду: текст (Markdown, отрисованный на сервере безопасно) и форма заявки.
         */
        get: operations["contentGetService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Content/getLanding/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Промо-страница
         * @description Блоки промо-страницы по порядку: баннер, преимущества, подборка товаров (карточки каталога) и форма заявки.
         */
        get: operations["contentGetLanding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Content/getKnowledge/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * База знаний
         * @description Темы базы знаний по порядку и статьи каждой: код статьи (её якорь на странице), заголовок и текст (Markdown, отрисованный на сервере безопасно).
         */
        get: operations["contentGetKnowledge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Redirect/find/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Серверный редирект для пути
         * @description Куда и с каким статусом (301 или 302) перенаправить адрес сайта; `result = null`, если редиректа нет.
         */
        get: operations["redirectFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Section/getCatalogCategories/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Дерево разделов каталога
         * @description Все разделы каталога с подразделами (рекурсивно), для меню.
         */
        get: operations["sectionGetCatalogCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Catalog/getSection/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Товары раздела
         * @description Страница товаров раздела (`path`; пустой — весь каталог) с сортировкой и фильтрами. Значения фильтра — через запятую; в ответе — фильтры с количествами, подразделы и число страниц.
         */
        get: operations["catalogGetSection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Catalog/getProduct/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Карточка товара
         * @description Товар по коду (`code`): характеристики, описание, остатки по складам, другие размеры того же семейства.
         */
        get: operations["catalogGetProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Search/getResults/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Результаты поиска
         * @description Страница найденных товаров по запросу `q` с фильтрами как у раздела каталога. Запрос разбирается как обозначение крепежа (тип, М10х50, стандарт и его аналоги, класс прочности, покрытие); распознанные признаки приходят в `chips`, исправленная раскладка или опечатка — в `corrected_query`. Если точного совпадения нет, приходят ближайшие товары, а в `relaxation` — что пришлось ослабить (покрытие, класс прочности, материал, длина, стандарт); `strict=1` отключает это.
         */
        get: operations["searchGetResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Search/getFromBar/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Подсказки строки поиска
         * @description Несколько товаров, подходящих к набираемому запросу `q`, с разделом каждого; как и результаты поиска, ближайшие товары с `relaxation`, когда точного совпадения нет, и исправленный запрос в `corrected_query`.
         */
        get: operations["searchGetFromBar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/getFastSearchMaterialsValues/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Материалы для быстрого поиска
         * @description Названия материалов, которые есть в каталоге, для кнопок быстрого поиска.
         */
        get: operations["contentGetFastSearchMaterialsValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Images/product/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Чертёж товара (SVG)
         * @description Чертёж товара или раздела по имени файла из `images` карточки, например `hex-bolt-10x50.svg`. Кэшируется навсегда.
         */
        get: operations["imagesProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Documents/{id}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Документ товара (PDF или SVG)
         * @description Файл из вкладки «Документы» товара (`documents[].url` ответа `Catalog/getProduct`): сертификат, декларация или чертёж. Отдаётся как вложение.
         */
        get: operations["documents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Auth/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Вход
         * @description Вход по email или телефону (доступные способы — `allowed_auth_methods` в настройках). Открывает новую сессию: ответ ставит cookie `sid`. После нескольких неудачных попыток вход на время закрывается. Заблокированному менеджером компании сотруднику — 403 (только при верном пароле).
         */
        post: operations["authLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Auth/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Выход
         * @description Удаляет сессию на сервере и cookie `sid`. Без сессии тоже отвечает успехом.
         */
        post: operations["authLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Auth/registration/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Регистрация
         * @description Регистрация физического лица (`user_type: contact`) или компании (`company`, с реквизитами). Пользователь сразу входит: ответ ставит cookie `sid`. Телефон с +7 хранится как 8XXXXXXXXXX.
         */
        post: operations["authRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Auth/restore/request/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Код для восстановления пароля
         * @description Отправляет код на email, если такой адрес зарегистрирован. Ответ один и тот же, есть такой адрес или нет.
         */
        post: operations["authRestoreRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Auth/restore/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Новый пароль по коду
         * @description Меняет пароль по коду из письма. Все сессии пользователя завершаются; войти нужно с новым паролем.
         */
        post: operations["authRestoreConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/get/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Текущий пользователь
         * @description Пользователь этой сессии; для гостя `result = null` (не ошибка, чтобы страницы рисовались без уведомлений).
         */
        get: operations["userGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Изменение профиля
         * @description ФИО, телефон и email. Пустой телефон или email оставляет прежний. Новый email может потребовать код из письма (тогда он в `pending_email`, см. `/api/User/confirmEmail/`).
         */
        post: operations["userUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/updateEmail/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Смена email
         * @description Меняет email сразу или, если настройки требуют подтверждения (`profile.need_confirm_to_change.email`), отправляет код на новый адрес и ждёт его в `/api/User/confirmEmail/`.
         */
        post: operations["userUpdateEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/confirmEmail/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Подтверждение нового email
         * @description Применяет новый email по коду, отправленному на него; на прежний адрес уходит уведомление.
         */
        post: operations["userConfirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/updateOrganization/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Реквизиты организации
         * @description ИНН, КПП, ОГРН, директор и название организации пользователя. Только для главного менеджера компании.
         */
        post: operations["userUpdateOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Content/getRegistration/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Содержимое страницы регистрации
         * @description Заголовок, описание и преимущества, которые показывает страница регистрации.
         */
        get: operations["contentGetRegistration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notifications/isNewsUpdated/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Есть ли непрочитанные новости
         * @description true, если после последнего вызова /News/markSeen/ пользователя вышла новость (до первого вызова — если вышла хоть одна); для гостя — false.
         */
        get: operations["notificationsIsNewsUpdated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webform/getForm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Форма заявки
         * @description Определение формы по коду: заголовок, описание, поля с типами, правилами и вариантами, текст кнопки.
         */
        get: operations["webformGetForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webform/sendMessage/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Отправка формы
         * @description Заявка по форме `form_name` (поля формы, скрытые данные страницы, файлы частями `files[n]` и/или ранее загруженные `file_ids`) сохраняется и уходит письмом в отдел продаж с файлами во вложении. Тип файла определяется по содержимому. WEBFORM_MESSAGE_TO_MANAGER — письмо персональному менеджеру (гостя — в отдел продаж) с email и комментарием. Не больше 10 сообщений в час с одного адреса. Принимает multipart/form-data, как форма сайта, или JSON.
         */
        post: operations["webformSendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webform/uploadFiles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Загрузка файлов формы
         * @description Файлы поля формы `form_name` частями `files[n]` до отправки заявки: каждый получает `file_id`, который передаётся в `Webform/sendMessage/` (`file_ids`) или удаляется через `Webform/removeFile/`. Файлы хранятся за сессией посетителя. Не больше 10 загрузок в час с одного адреса; когда место для неотправленных файлов всех посетителей занято — 503.
         */
        post: operations["webformUploadFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Webform/removeFile/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Удаление загруженного файла
         * @description Удаляет файл, загруженный этой сессией и ещё не отправленный; чужой или отправленный файл не найден (404).
         */
        post: operations["webformRemoveFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/get/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Активная корзина
         * @description Активная корзина целиком: строки с ценами из каталога на сейчас, количество, сумма, скидка, промокод (проверен заново: если условие больше не выполнено, скидки нет и promocode_info говорит почему), рекомендуемые товары. У гостя без сессии — пустая.
         */
        get: operations["basketGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/add/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Добавить товар в корзину
         * @description Добавляет товар (id) в активную корзину: строка растёт или появляется. Количество — целое от 1 до 999 999 в единице товара; товар, продающийся кратно, округляется вверх, и notices об этом говорит. Гостю создаётся сессия (cookie sid). Цену присылать нельзя: она только из каталога.
         */
        post: operations["basketAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/addList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Добавить список товаров в корзину
         * @description Добавляет товары (items: id и количество) в активную корзину одной записью — например, найденные быстрым заказом: все или, если хоть один товар не найден или строка либо корзина выходит за предел, ни одного. Товар, указанный дважды, получает оба количества; продающийся кратно округляется вверх, и notices об этом говорит. Не больше 200 товаров за раз. Гостю создаётся сессия (cookie sid).
         */
        post: operations["basketAddList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/setQuantity/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Изменить количество строки
         * @description Задаёт количество строки (bid) активной корзины, с округлением до кратности; 0 удаляет строку. Строка чужой или неактивной корзины не найдётся.
         */
        post: operations["basketSetQuantity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/remove/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Удалить строки
         * @description Удаляет строки (bids) активной корзины: все или, если хоть одной в ней нет, ни одной.
         */
        post: operations["basketRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/getRecommendedProducts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Рекомендуемые товары
         * @description Карточки товаров по recommended_ids из ответа корзины, в том же порядке: то, что нужно к товарам корзины (к болту — гайка и шайбы того же диаметра и покрытия, к анкеру — сверло). Неизвестные id пропускаются.
         */
        post: operations["basketGetRecommendedProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/getMultiBaskets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Все корзины
         * @description Все корзины посетителя, основная первой, с количеством строк, суммой, цветом и отметкой активной (у гостя — одна основная).
         */
        get: operations["basketGetMultiBaskets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/getBasket/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Корзина по id
         * @description Любая корзина пользователя (basket_id), не только активная, целиком, как отвечает Basket/get: строки с ценами из каталога на сейчас, сумма, скидка, промокод. Для страницы спецификации и выгрузки в Excel. Чужая корзина не найдётся.
         */
        get: operations["basketGetBasket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/createBasket/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Создать корзину
         * @description Новая именованная корзина пользователя: название (1–100 символов), комментарий, цвет из списка спецификации (иначе первый свободный). Не более 8 вместе с основной. Отвечает списком корзин и активной корзиной.
         */
        post: operations["basketCreateBasket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/updateBasket/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Изменить корзину
         * @description Переименовать корзину (basket_id), сменить комментарий или цвет. Чужая корзина не найдётся.
         */
        post: operations["basketUpdateBasket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/deleteBasket/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Удалить корзину
         * @description Удаляет корзину (basket_id) с её строками; основную удалить нельзя. Если удалена активная, активной становится основная.
         */
        post: operations["basketDeleteBasket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/changeBasket/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Сделать корзину активной
         * @description Делает корзину (basket_id) активной: в неё добавляются товары и из неё оформляется заказ.
         */
        post: operations["basketChangeBasket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basket/copyItems/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Скопировать товары в другую корзину
         * @description Копирует все строки корзины from_basket_id в корзину to_basket_id (обе — пользователя): товар, который там уже есть, складывается. Всё или ничего: отказ, если в корзине станет больше 300 строк или в строке больше 999 999. Отвечает списком корзин и активной корзиной.
         */
        post: operations["basketCopyItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Promocode/apply/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Применить промокод
         * @description Применяет промокод к активной корзине (один на корзину: чтобы применить другой, прежний снимают через /Promocode/cancel/). Проверяются срок, минимальная сумма корзины (с суммой, которой не хватает), лимиты использований и товары, к которым он относится. Отказ — { success: false, error } с причиной по-русски, например «Промокод не найден» или «Срок действия промокода истёк».
         */
        post: operations["promocodeApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Promocode/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Отменить промокод
         * @description Снимает промокод с активной корзины; скидка пропадает.
         */
        post: operations["promocodeCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Favourite/getIds/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Id избранных товаров
         * @description Id товаров в избранном посетителя, последние добавленные первыми (пусто, если избранное отключено). Читается на каждой странице.
         */
        get: operations["favouriteGetIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Favourite/add/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Добавить в избранное
         * @description Добавляет товар (id) в избранное и отвечает списком id; гостю создаётся сессия (cookie sid).
         */
        post: operations["favouriteAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Favourite/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Убрать из избранного
         * @description Убирает товар (id) из избранного и отвечает списком id; товара, которого там нет, это не ошибка.
         */
        post: operations["favouriteDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Favourite/getProducts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Избранные товары
         * @description Карточки товаров избранного (страница /fav/) с ценой и наличием на сейчас, последние добавленные первыми.
         */
        get: operations["favouriteGetProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Location/findCities/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Подсказки городов
         * @description Города России, чьё название начинается с введённого текста (регистр и ё/е не важны), крупные первыми, не более 10. Пустой текст — пустой список. city из ответа — это location остальных вызовов доставки.
         */
        post: operations["locationFindCities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/getDeliveries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Способы получения заказа в городе
         * @description Курьер магазина (период, цена, даты; null, если город вне его зон), транспортные компании с их способами (до двери, до пункта выдачи; цена — через /Delivery/countDeliveryOrder/) и склады самовывоза в городе (даты готовности — по наличию товаров корзины на складе).
         */
        post: operations["orderGetDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Delivery/countDeliveryOrder/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Цена и сроки транспортной компании
         * @description Цена (копейки) и даты доставки текущей корзины транспортной компанией service способом type (courier — до двери, pickup — до пункта выдачи) по весу товаров из каталога и расстоянию от ближайшего склада магазина. Сроки — в рабочих днях.
         */
        post: operations["deliveryCountDeliveryOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Delivery/getPvzList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Пункты выдачи транспортной компании
         * @description Пункты выдачи компании type в городе location: id (punkt при оформлении), адрес, часы работы. Пустой список — пунктов в городе нет.
         */
        post: operations["deliveryGetPvzList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/getPayments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Способы оплаты
         * @description Способы оплаты заказа; is_default отмечает предвыбранный: для пользователя-компании — оплата по счёту, для остальных — при получении.
         */
        post: operations["orderGetPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Payment/pay/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Оплатить заказ картой онлайн
         * @description Для своего заказа в статусе «Ожидает оплаты»: адрес страницы платёжного сервиса (`payment_url`), куда перейти для оплаты — ожидающий платёж или новый, если прошлый отменён. После оплаты сервис вернёт покупателя на страницу заказа.
         */
        post: operations["paymentPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Payment/notification/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Уведомление платёжного сервиса
         * @description Вебхук платёжного сервиса (формат уведомлений ЮKassa: `event`, `object.id`). Встроенный тестовый шлюз подписывает уведомления (заголовок `X-Test-Gateway-Signature`); состояние платежа всегда запрашивается у сервиса, тело уведомления ему не доверяется. Оплаченный заказ переходит в статус «Оплачен»; повторное уведомление ничего не меняет. Платёж, прошедший после отмены заказа покупателем, записывается, но заказ остаётся отменённым: отделу продаж уходит письмо о возврате денег.
         */
        post: operations["paymentNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/getOrderOptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Данные для формы заказа
         * @description Форма оформления, заполненная из профиля и последнего заказа (город, адрес, способ получения, оплата, реквизиты), организации компании и `basket_revision` — состояние корзины при открытии формы (передайте его в checkout). Гостю — пустая форма и `guest: true`.
         */
        get: operations["orderGetOrderOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/checkUserUnregistered/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Свободны ли email и телефон гостя
         * @description Гость оформляет заказ без входа: при отправке он регистрируется с этими email и телефоном. Если один из них уже занят (`unregistered: false`), попросите войти. Число проверок ограничено.
         */
        post: operations["orderCheckUserUnregistered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/checkout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Оформить заказ
         * @description Оформляет заказ из активной корзины в одной транзакции: цены и промокод пересчитываются по каталогу, товары резервируются (сверх остатка — «под заказ» со сроком поставки), корзина очищается, письма уходят после фиксации. **Заголовок `Idempotency-Key`** (8–100 символов: латиница, цифры, `_ . : -`) обязателен: новый для каждой попытки оформить, тот же при повторе той же попытки. Повтор с тем же ключом возвращает первый ответ (заказ не дублируется), пока первый выполняется — 409, с другим телом — 422. `expected_total` (итог, который видел покупатель) и `basket_revision` (из getOrderOptions) — если корзина или сумма с тех пор изменились, ответ 409. Гость (если `checkout.guest_ordering`) регистрируется с именем, email и телефоном заказа и входит (cookie `sid`); письмо подскажет, как задать пароль. Со способом «Банковской картой онлайн» заказ ждёт оплаты («Ожидает оплаты»), а `payment_url` — страница оплаты.
         */
        post: operations["orderCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/getList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Мои заказы
         * @description Заказы покупателя, новые первыми, с фильтрами по периоду (даты `YYYY-MM-DD` включительно), статусу, части номера и организации; по страницам. Менеджеру компании — ещё и заказы сотрудников на организации, которыми он управляет (его и все ниже), с именем оформившего в `buyer`; у своих заказов `buyer` — null. Те же заказы он открывает, отменяет, повторяет (в свою корзину), оплачивает и скачивает их счёт.
         */
        get: operations["orderGetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/get/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Заказ
         * @description Заказ по номеру: строки (снимок цен и названий на момент заказа), доставка, оплата, реквизиты, история статусов.
         */
        get: operations["orderGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Отменить заказ
         * @description Отменяет заказ в статусе «Новый» или «Ожидает оплаты» (если `orders.cancel_enabled`); зарезервированные товары возвращаются на те склады, с которых были взяты. Платёж, прошедший после отмены, заказ не меняет. Ответ — заказ.
         */
        post: operations["orderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/repeat/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Повторить заказ
         * @description Кладёт товары заказа в его количествах в активную корзину по сегодняшним ценам (если `orders.repeat_enabled`). Ответ — корзина.
         */
        post: operations["orderRepeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/getInvoice/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Счёт на оплату заказа (PDF)
         * @description Счёт на оплату по заказу покупателя: реквизиты продавца и покупателя, строки заказа, доставка, НДС на дату заказа, сумма прописью и QR-код для оплаты (ГОСТ Р 56042-2014). Отдаётся файлом `Счёт № … от ….pdf`.
         */
        get: operations["orderGetInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Operator/getOrders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Заказы магазина
         * @description Заказы всех покупателей, новые первыми, с фильтрами по периоду, статусу, части номера и организации, по страницам; `buyer` — ФИО оформившего. Например, `status=Новый` — заказы, которые ещё не взяты в работу.
         */
        get: operations["operatorGetOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Operator/getOrder/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Заказ
         * @description Заказ любого покупателя по номеру, как его видит покупатель: строки, доставка, оплата, контакты, реквизиты, история статусов.
         */
        get: operations["operatorGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Operator/setOrderStatus/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Сменить статус заказа
         * @description Переводит заказ вперёд по его пути («Новый» → «Оплачен» → «В сборке» → «Отгружен» → «Доставлен»; «Ожидает оплаты» ставит только оформление с оплатой онлайн) или отменяет его до отгрузки: зарезервированные товары возвращаются на склады, использование промокода — промокоду; деньги за оплаченный онлайн заказ возвращают в кабинете платёжного сервиса. Смена попадает в историю заказа, покупатель получает письмо. Тот же статус ещё раз — не ошибка и ничего не меняет. Ответ — заказ.
         */
        post: operations["operatorSetOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Dadata/findOrganization/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Найти организацию
         * @description Организации по ИНН (10 или 12 цифр) или по названию: название, ИНН, КПП, ОГРН, руководитель, адрес и индекс, не более 10. Пустой запрос или сбой поиска — пустой список.
         */
        get: operations["dadataFindOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Dadata/findAddress/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Подсказки адреса
         * @description Адреса до дома по введённому тексту (в городе city, если он указан): только адреса с домом, value без города и без квартиры, unrestricted_value целиком с индексом; не более 10. Пустой запрос или сбой поиска — пустой список.
         */
        post: operations["dadataFindAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryAddresses/getList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Адреса доставки
         * @description Сохранённые адреса пользователя: адрес по умолчанию первым, затем в порядке добавления.
         */
        get: operations["deliveryAddressesGetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryAddresses/add/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Добавить адрес
         * @description Новый адрес: название (до 100 символов) и адрес (до 300) обязательны, город и индекс (6 цифр) по желанию. is_default: true снимает отметку с других адресов. Не более 50 адресов.
         */
        post: operations["deliveryAddressesAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryAddresses/update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Изменить адрес
         * @description Меняет адрес (id) целиком. is_default: true делает его адресом по умолчанию (с других отметка снимается), false снимает отметку, без ключа отметка остаётся как была. Чужой адрес не найдётся.
         */
        post: operations["deliveryAddressesUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DeliveryAddresses/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Удалить адрес
         * @description Удаляет адрес (id); если он был адресом по умолчанию, такого больше нет. Чужой адрес не найдётся.
         */
        post: operations["deliveryAddressesDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Organizations/getList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Организации
         * @description Видимые организации: менеджеру компании (is_manager или is_main_manager) — его организация и все под ней на любую глубину, сотруднику компании — только его организация, покупателю-физлицу — ни одной. Порядок: своя организация первой, затем по id (в порядке добавления: родитель всегда выше входящих в него). У каждой: parent_organization — id родителя (null у головной), employees_count — пользователи организации, orders_count — заказы на неё, is_own — организация самого пользователя. Тот же набор предлагается при оформлении заказа.
         */
        get: operations["organizationsGetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Organizations/add/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Добавить организацию
         * @description Новая организация под одной из видимых (parent_id). Только менеджеру компании (иначе 403). Главный менеджер может не указывать parent_id (или передать null): организация встаёт под его собственную; другой менеджер обязан его указать (иначе 400 с ошибкой поля parent_id). Невидимый родитель — 404. ИНН с КПП, уже занятые среди видимых организаций, — 409 с ошибкой поля inn. Видимые организации: менеджеру компании (is_manager или is_main_manager) — его организация и все под ней на любую глубину, сотруднику компании — только его организация, покупателю-физлицу — ни одной.
         */
        post: operations["organizationsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Organizations/update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Изменить организацию
         * @description Меняет название, адрес, индекс, директора, КПП, ИНН и ОГРН видимой организации (id; невидимая — 404); родитель не меняется. Только менеджеру компании (иначе 403), свою организацию — только главному менеджеру (как /User/updateOrganization/). ИНН с КПП, занятые другой видимой организацией, — 409 с ошибкой поля inn. Видимые организации: менеджеру компании (is_manager или is_main_manager) — его организация и все под ней на любую глубину, сотруднику компании — только его организация, покупателю-физлицу — ни одной.
         */
        post: operations["organizationsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Organizations/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Удалить организацию
         * @description Удаляет видимую организацию (id; невидимая — 404). Только менеджеру компании (иначе 403). Нельзя удалить свою организацию, организацию, в которую входят другие, и организацию с сотрудниками (422). Заказы на неё остаются с названием организации. Видимые организации: менеджеру компании (is_manager или is_main_manager) — его организация и все под ней на любую глубину, сотруднику компании — только его организация, покупателю-физлицу — ни одной.
         */
        post: operations["organizationsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Employees/getList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Сотрудники
         * @description Только менеджеру компании (is_manager или is_main_manager), иначе 403. Сотрудники — пользователи организаций, видимых менеджеру: тех, в которые он входит, и всех под ними на любую глубину. Порядок: главный менеджер первым, затем по ФИО, затем по id; сам менеджер тоже в списке (is_self). У каждого: organizations — его организации из видимых менеджеру (по id), is_blocked — доступ отключён (войти нельзя), is_invited — пароль ещё не задан, editable — менеджер может его изменить и удалить.
         */
        get: operations["employeesGetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Employees/add/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Добавить сотрудника
         * @description Новый сотрудник компании: ФИО, email, телефон, должность, флаг менеджера. organizations — id организаций сотрудника, все из видимых менеджеру (иначе 404 с ошибкой поля organizations). Первая из них — его основная. Только менеджеру компании (is_manager или is_main_manager), иначе 403. Сотрудники — пользователи организаций, видимых менеджеру: тех, в которые он входит, и всех под ними на любую глубину. Email или телефон, уже занятые, — 409 с ошибкой поля. Пароля у нового сотрудника нет: ему приходит письмо-приглашение со ссылкой на страницу восстановления пароля, где он задаёт пароль по коду на этот email.
         */
        post: operations["employeesAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Employees/invite/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Отправить приглашение ещё раз
         * @description Снова отправляет письмо-приглашение сотруднику, который ещё не задал пароль (is_invited). Сотрудник (id) должен быть виден менеджеру (иначе 404) и изменяем: не сам менеджер, не главный менеджер и все его организации видны менеджеру (иначе 403). Сотруднику, задавшему пароль, и заблокированному — 409; чаще раза в минуту — 429. Только менеджеру компании (is_manager или is_main_manager), иначе 403. Сотрудники — пользователи организаций, видимых менеджеру: тех, в которые он входит, и всех под ними на любую глубину.
         */
        post: operations["employeesInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Employees/update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Изменить сотрудника
         * @description Меняет должность, флаг менеджера, доступ (is_active) и организации сотрудника; ФИО, email и телефон — его собственные. Сотрудник (id) должен быть виден менеджеру (иначе 404) и изменяем: не сам менеджер, не главный менеджер и все его организации видны менеджеру (иначе 403). organizations — id организаций сотрудника, все из видимых менеджеру (иначе 404 с ошибкой поля organizations). Основная организация остаётся, если она среди выбранных, иначе основной становится первая. Отключённый доступ блокирует сотрудника: все его сессии завершаются, войти он не может. Только менеджеру компании (is_manager или is_main_manager), иначе 403. Сотрудники — пользователи организаций, видимых менеджеру: тех, в которые он входит, и всех под ними на любую глубину.
         */
        post: operations["employeesUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Employees/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Удалить сотрудника
         * @description Удаляет сотрудника и завершает его сессии. Сотрудник (id) должен быть виден менеджеру (иначе 404) и изменяем: не сам менеджер, не главный менеджер и все его организации видны менеджеру (иначе 403). Сотрудника с заказами удалить нельзя (422): заказы удалились бы вместе с ним, его можно заблокировать. Только менеджеру компании (is_manager или is_main_manager), иначе 403. Сотрудники — пользователи организаций, видимых менеджеру: тех, в которые он входит, и всех под ними на любую глубину.
         */
        post: operations["employeesDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/QuickOrder/resolve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Найти товары списка
         * @description Разбирает вставленный список (из Excel, письма): строка — товар по артикулу или обозначению (`болт М10х50 DIN 933 8.8 цинк`) и количество. Количество читается, только когда оно однозначно: последняя числовая ячейка строки из Excel (через табуляцию), число после `;` или `,`, после тире с пробелами (` - `) или перед `шт`/`pcs`, число в конце после артикула или после обозначения, которое не читается ни размером, ни классом прочности, ни стандартом (`гайка колпачковая din 1587 м10 цинк 20`); иначе 1 (число в конце часто часть обозначения: `винт м6 20`). Количество вне 1…999 999 не читается. Пустые строки пропускаются, но `line` считает и их. Товар ищется по артикулу (без учёта регистра, пробелов и раскладки: кириллические М, Х и другие похожие буквы — то же, что латинские), иначе поиском магазина в точном прочтении: `product` — первый найденный, `matches` — сколько найдено (аналоги другого стандарта, которые поиск показывает после названного, не в счёт, пока найден товар названного), `exact` — артикул или единственный товар; null и 0, если ничего. Не больше 200 строк и 20 000 символов.
         */
        post: operations["quickOrderResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/News/getList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Новости
         * @description Опубликованные новости, новые первыми, по 12 на странице; страница за последней — пустой список. is_new — новость вышла после последнего вызова /News/markSeen/ (до первого — все новые). Сам список ничего не отмечает.
         */
        get: operations["newsGetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/News/get/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Новость
         * @description Новость по коду с текстом в body_html. Ещё не опубликованная не найдётся.
         */
        get: operations["newsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/News/markSeen/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Новости прочитаны
         * @description Отмечает, что пользователь открыл список новостей: вышедшие до этого перестают быть is_new, /Notifications/isNewsUpdated/ отвечает false до следующей новости.
         */
        post: operations["newsMarkSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Promo/getList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Акции
         * @description Акции, идущие сейчас (начались и не закончились), начавшиеся позже первыми; не более 50.
         */
        get: operations["promoGetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Promo/get/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Акция
         * @description Акция по коду с текстом в body_html. Закончившаяся тоже находится (is_over: true), но её промокод уже не предлагается (promocode: null); ещё не начавшаяся не найдётся.
         */
        get: operations["promoGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Dashboard/get/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Дашборд
         * @description Сводка по заказам, которые покупатель видит в истории заказов (свои, а у менеджера компании — и заказы её организаций, которыми он управляет): число и сумма (в копейках) за текущий месяц и год, заказы в работе (не доставлены и не отменены), ожидающие оплаты, помесячно за 6 последних месяцев (старые первыми, текущий последним), 5 последних заказов (отменённые тоже) и до 8 товаров, больше всего заказанных (по количеству) за 12 месяцев. Суммы и счётчики — без отменённых заказов; месяцы — календарные, по московскому времени.
         */
        get: operations["dashboardGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PriceList/getList/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Прайс-листы
         * @description Весь каталог и разделы верхнего уровня, в которых есть товары, с числом товаров и адресом файла.
         */
        get: operations["priceListGetList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PriceList/download/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Прайс-лист (XLSX)
         * @description Файл прайс-листа `Прайс-лист — … — ДД.ММ.ГГГГ.xlsx`: code — all (весь каталог) или код раздела верхнего уровня из /PriceList/getList/.
         */
        get: operations["priceListDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        MenuCategory: {
            code: string;
            name: string;
            img: string;
            url: string;
            subcategories: components["schemas"]["MenuCategory"][];
        };
        ErrorEnvelope: {
            /** @constant */
            status: "error";
            result: {
                message: string;
                fields?: {
                    [key: string]: string;
                };
            };
        };
        User: {
            id: number;
            fid: string;
            /** @enum {string} */
            user_type: "individual" | "legal";
            FIO: string;
            photo: string | null;
            email: string;
            phone: string;
            manager: {
                FIO: string;
                email: string;
                phone: string;
            } | null;
            organization_name: string;
            inn: string;
            ogrn: string;
            kpp: string;
            director: string;
            access_level: {
                is_manager: boolean;
                is_main_manager: boolean;
            };
            pending_email: string | null;
        };
        ProductCard: {
            id: number;
            offer_id: number;
            code: string;
            article: string;
            url: string;
            available: boolean;
            has_offers: boolean;
            name: string;
            type: string;
            properties: {
                code: string;
                name: string;
                value: string;
            }[];
            images: string[];
            price: number;
            discount_price: number | null;
            discount_percent: number;
            unit: string;
            pack_qty: number;
            order_multiple: number;
            stock: number;
        };
    };
    responses: {
        /** @description Другая ошибка в том же конверте: 404, 413, 415, 429, 500 «Внутренняя ошибка сервера» (см. описание API) */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    settingsGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            allowed_auth_methods: ("email" | "phone")[];
                            allowed_user_types: ("individual" | "legal")[];
                            /** @enum {string} */
                            unauthorized_user_type: "contact" | "individual" | "legal";
                            registration: {
                                enabled: boolean;
                            };
                            city_choice_enabled: boolean;
                            city: string;
                            header: {
                                alert_enabled: boolean;
                                search_enabled: boolean;
                            };
                            footer: {
                                variant: 1 | 2 | 3;
                            };
                            main_page: {
                                sections_list_shown: boolean;
                                quick_search_shown: boolean;
                            };
                            product: {
                                show_article: boolean;
                                show_stock: boolean;
                            };
                            catalog: {
                                view_options: ("card" | "list")[];
                                /** @enum {string} */
                                default_view: "card" | "list";
                                /** @enum {string} */
                                categories_view: "tiles" | "list";
                                /** @enum {string} */
                                subcategories_view: "tiles" | "list" | "hidden";
                                infinite_scroll_enabled: boolean;
                                remember_sort_by: boolean;
                                need_preview_product_modal: boolean;
                                /** @enum {string} */
                                show_filter_mode: "sidebar" | "top";
                                page_size: number;
                            };
                            product_detail: {
                                tabs: {
                                    /** @enum {string} */
                                    code: "characteristics" | "description" | "stock" | "documents";
                                    name: string;
                                }[];
                            };
                            fav: {
                                enabled: boolean;
                            };
                            basket: {
                                /** @enum {string} */
                                view: "table" | "cards";
                                multi_enabled: boolean;
                                promocodes_enabled: boolean;
                                recommended_products_shown: boolean;
                            };
                            checkout: {
                                individual_may_order_as_legal: boolean;
                                can_choose_date: boolean;
                                guest_ordering: boolean;
                            };
                            profile: {
                                delivery_addresses: boolean;
                                price_lists: boolean;
                                dashboard: boolean;
                                organizations: boolean;
                                employees: boolean;
                                finances: boolean;
                                quick_order: boolean;
                                promo: boolean;
                                news: boolean;
                                knowledge: boolean;
                                personal_manager: boolean;
                                need_confirm_to_change: {
                                    email: boolean;
                                    phone: boolean;
                                };
                                extra_menu_items: {
                                    index: number;
                                    name: string;
                                    url: string;
                                }[];
                            };
                            orders: {
                                enabled: boolean;
                                repeat_enabled: boolean;
                                cancel_enabled: boolean;
                            };
                            colors: {
                                primary: string;
                                secondary: string;
                            };
                            logos: {
                                logo: string;
                                light_logo: string;
                                mini_logo: string;
                                logo_height: number;
                                favicon_light: string;
                                favicon_dark: string;
                                mobile_tile: string;
                            };
                            metatags: {
                                title: string;
                                description: string;
                            };
                            copyright_footer: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    contentGetHeader: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            links: {
                                name: string;
                                url: string;
                                open_in_new_window: boolean;
                            }[];
                            contacts: {
                                id: number;
                                name: string;
                                value: string;
                                image: string | null;
                                /** @enum {string} */
                                type: "default" | "tel" | "email";
                                copy: boolean;
                            }[];
                            forms: {
                                form_code: string;
                                name: string;
                            }[];
                            alert: {
                                text: string;
                                form: {
                                    form_code: string;
                                    name: string;
                                } | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    contentGetFooter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            links: {
                                name: string;
                                url: string;
                                open_in_new_window: boolean;
                            }[];
                            documents: {
                                name: string;
                                url: string;
                                open_in_new_window: boolean;
                            }[];
                            catalog_sections: {
                                code: string;
                                name: string;
                                url: string;
                            }[];
                            social_links: {
                                link: string;
                                img: string;
                                name: string;
                                open_in_new_window: boolean;
                            }[];
                            contacts: {
                                id: number;
                                name: string;
                                value: string;
                                image: string | null;
                                /** @enum {string} */
                                type: "default" | "tel" | "email";
                                copy: boolean;
                            }[];
                            copyright: string;
                            description: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    contentGetHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            hero: {
                                slides: {
                                    id: number;
                                    title: string;
                                    subtitle: string;
                                    image: {
                                        desktop: string;
                                        mobile: string | null;
                                    };
                                    link: {
                                        text: string;
                                        link: string;
                                    } | null;
                                    form: {
                                        form_code: string;
                                        button_open_form_text: string;
                                    } | null;
                                }[];
                                use_wrapper: boolean;
                                buttons_transparent: boolean;
                            };
                            link_banners: {
                                id: number;
                                title: string;
                                subtitle: string;
                                image: {
                                    desktop: string;
                                    mobile: string | null;
                                };
                                url: string;
                            }[];
                            button_banners: {
                                id: number;
                                title: string;
                                image: string;
                                url: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    contentGetPage: {
        parameters: {
            query: {
                /** @example delivery */
                slug: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            slug: string;
                            title: string;
                            description: string;
                            body_html: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Страница не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    contentGetPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            slug: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    contentGetServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            title: string;
                            description: string;
                            services: {
                                code: string;
                                title: string;
                                summary: string;
                                image: string | null;
                                url: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    contentGetService: {
        parameters: {
            query: {
                /** @example cutting */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            code: string;
                            title: string;
                            summary: string;
                            image: string | null;
                            form: {
                                form_code: string;
                                button_text: string;
                            };
                            body_html: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Страница не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    contentGetLanding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            title: string;
                            description: string;
                            blocks: ({
                                /** @enum {string} */
                                type: "hero";
                                title: string;
                                subtitle: string;
                                image: string | null;
                                link: {
                                    text: string;
                                    link: string;
                                } | null;
                                form: {
                                    form_code: string;
                                    button_text: string;
                                } | null;
                            } | {
                                /** @enum {string} */
                                type: "benefits";
                                title: string;
                                items: {
                                    title: string;
                                    text: string;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "products";
                                title: string;
                                products: components["schemas"]["ProductCard"][];
                            } | {
                                /** @enum {string} */
                                type: "form";
                                title: string;
                                text: string;
                                form: {
                                    form_code: string;
                                    button_text: string;
                                };
                            })[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    contentGetKnowledge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            title: string;
                            description: string;
                            sections: {
                                title: string;
                                articles: {
                                    code: string;
                                    title: string;
                                    body_html: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    redirectFind: {
        parameters: {
            query: {
                /** @example /sale/ */
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            to: string;
                            status: 301 | 302;
                        } | null;
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sectionGetCatalogCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: components["schemas"]["MenuCategory"][];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    catalogGetSection: {
        parameters: {
            query?: {
                /** @example krepezh/bolty */
                path?: string;
                /** @example 1 */
                page?: number;
                page_size?: number;
                /** @example price_asc */
                sort?: "popular" | "price_asc" | "price_desc" | "name_asc" | "diameter_asc";
                in_stock?: "1" | "true";
                standard?: string;
                /** @example 10,12 */
                diameter?: string;
                length?: string;
                /** @example 8.8 */
                strength_class?: string;
                material?: string;
                coating?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            category: {
                                code: string;
                                name: string;
                                url: string;
                                description: string;
                            } | null;
                            breadcrumbs: {
                                name: string;
                                url: string;
                            }[];
                            subcategories: {
                                code: string;
                                name: string;
                                url: string;
                                img: string;
                                product_count: number;
                            }[];
                            items: components["schemas"]["ProductCard"][];
                            facets: {
                                code: string;
                                name: string;
                                values: {
                                    value: string;
                                    label: string;
                                    count: number;
                                    selected: boolean;
                                }[];
                            }[];
                            in_stock_count: number;
                            total: number;
                            page: number;
                            page_size: number;
                            page_count: number;
                            /** @enum {string} */
                            sort: "popular" | "price_asc" | "price_desc" | "name_asc" | "diameter_asc";
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Раздел каталога не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    catalogGetProduct: {
        parameters: {
            query: {
                /** @example bolt-din-933-m14x55-8-8-cink */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            product: components["schemas"]["ProductCard"];
                            family: {
                                code: string;
                                name: string;
                                standard: string;
                            };
                            breadcrumbs: {
                                name: string;
                                url: string;
                            }[];
                            description: string;
                            characteristics: {
                                code: string;
                                name: string;
                                value: string;
                            }[];
                            stocks: {
                                warehouse_id: number;
                                name: string;
                                address: string;
                                quantity: number;
                            }[];
                            related_sizes: {
                                id: number;
                                code: string;
                                url: string;
                                name: string;
                                size: string;
                                price: number;
                                discount_price: number | null;
                                unit: string;
                                order_multiple: number;
                                available: boolean;
                                current: boolean;
                            }[];
                            documents: {
                                id: number;
                                /** @enum {string} */
                                kind: "certificate" | "declaration" | "drawing";
                                name: string;
                                file_name: string;
                                /** @enum {string} */
                                content_type: "application/pdf" | "image/svg+xml";
                                size: number;
                                url: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Товар не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    searchGetResults: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                page_size?: number;
                sort?: "popular" | "price_asc" | "price_desc" | "name_asc" | "diameter_asc";
                /** @example 1 */
                in_stock?: "1" | "true";
                standard?: string;
                diameter?: string;
                length?: string;
                strength_class?: string;
                material?: string;
                coating?: string;
                /** @example болт м10х50 din 933 8.8 цинк */
                q?: string;
                strict?: "1" | "true";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            category: {
                                code: string;
                                name: string;
                                url: string;
                                description: string;
                            } | null;
                            breadcrumbs: {
                                name: string;
                                url: string;
                            }[];
                            subcategories: {
                                code: string;
                                name: string;
                                url: string;
                                img: string;
                                product_count: number;
                            }[];
                            items: components["schemas"]["ProductCard"][];
                            facets: {
                                code: string;
                                name: string;
                                values: {
                                    value: string;
                                    label: string;
                                    count: number;
                                    selected: boolean;
                                }[];
                            }[];
                            in_stock_count: number;
                            total: number;
                            page: number;
                            page_size: number;
                            page_count: number;
                            /** @enum {string} */
                            sort: "popular" | "price_asc" | "price_desc" | "name_asc" | "diameter_asc";
                            query: string;
                            corrected_query: string | null;
                            chips: {
                                attribute: string;
                                value: string;
                                label: string;
                                query: string;
                            }[];
                            relaxation: {
                                notice: string;
                                relaxed: {
                                    /** @enum {string} */
                                    attribute: "coating" | "strength_class" | "material" | "length" | "standard" | "words";
                                    label: string;
                                }[];
                            } | null;
                            equivalents: {
                                notice: string;
                                standards: string[];
                            } | null;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    searchGetFromBar: {
        parameters: {
            query?: {
                /** @example болт м12 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                id: number;
                                name: string;
                                url: string;
                                section_name: string;
                            }[];
                            corrected_query: string | null;
                            relaxation: {
                                notice: string;
                                relaxed: {
                                    /** @enum {string} */
                                    attribute: "coating" | "strength_class" | "material" | "length" | "standard" | "words";
                                    label: string;
                                }[];
                            } | null;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    contentGetFastSearchMaterialsValues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: string[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    imagesProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example hex-bolt-10x50.svg */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Чертёж */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Некорректное имя изображения». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Изображение не найдено». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    documents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: number;
                /** @example certificate.pdf */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/svg+xml": string;
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Документ не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    authLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "login_type": "email",
                 *       "login": "buyer@example.ru",
                 *       "password": "demo123"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    login_type: "email";
                    login: string;
                    password: string;
                } | {
                    /** @enum {string} */
                    login_type: "phone";
                    login: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: components["schemas"]["User"];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Вход по email недоступен», «Вход по телефону недоступен». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Неверный логин или пароль». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Учётная запись заблокирована. Обратитесь к менеджеру вашей компании». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много попыток входа. Попробуйте через 15 минут». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    authLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: null;
                    };
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    authRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_type": "contact",
                 *       "email": "ivanov@example.ru",
                 *       "phone": "+7 (912) 345-67-89",
                 *       "FIO": "Иванов Иван Иванович",
                 *       "password": "secret123",
                 *       "password_confirm": "secret123"
                 *     }
                 */
                "application/json": {
                    email: string;
                    phone: string;
                    FIO: string;
                    password: string;
                    password_confirm: string;
                    /** @enum {string} */
                    user_type: "contact";
                } | {
                    email: string;
                    phone: string;
                    FIO: string;
                    password: string;
                    password_confirm: string;
                    /** @enum {string} */
                    user_type: "company";
                    inn: string;
                    organization_name: string;
                    organization_address: string;
                    organization_postal_code: string;
                    director: string;
                    ogrn: string;
                    kpp: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: components["schemas"]["User"];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Регистрация этого типа недоступна». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Регистрация отключена». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщения: «Пользователь с таким email уже зарегистрирован», «Пользователь с таким телефоном уже зарегистрирован». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много попыток с уже зарегистрированными email или телефоном. Попробуйте через час». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    authRestoreRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "buyer@example.ru"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            message: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много попыток восстановления пароля. Попробуйте через 15 минут». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    authRestoreConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "buyer@example.ru",
                 *       "code": "123456",
                 *       "password": "newsecret1",
                 *       "password_confirm": "newsecret1"
                 *     }
                 */
                "application/json": {
                    email: string;
                    code: string;
                    password: string;
                    password_confirm: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            message: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Неверный или устаревший код». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много попыток восстановления пароля. Попробуйте через 15 минут». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: components["schemas"]["User"] | null;
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "FIO": "Иванов Иван Иванович",
                 *       "phone": "+7 (912) 345-67-89",
                 *       "email": "ivanov@example.ru"
                 *     }
                 */
                "application/json": {
                    FIO: string;
                    phone?: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: components["schemas"]["User"];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщения: «Пользователь с таким email уже зарегистрирован», «Пользователь с таким телефоном уже зарегистрирован». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщение: «Изменение телефона требует подтверждения. Обратитесь к персональному менеджеру». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много попыток с уже зарегистрированными email или телефоном. Попробуйте через час». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userUpdateEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "new.address@example.ru"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: components["schemas"]["User"];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщение: «Пользователь с таким email уже зарегистрирован». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщения: «Код уже отправлен — запросить новый можно через минуту», «Слишком много попыток с уже зарегистрированными email или телефоном. Попробуйте через час». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userConfirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: components["schemas"]["User"];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Неверный или устаревший код». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщение: «Пользователь с таким email уже зарегистрирован». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userUpdateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "inn": "7707083893",
                 *       "kpp": "773601001",
                 *       "ogrn": "1027700132195",
                 *       "director": "Петров Пётр Петрович",
                 *       "organization_name": "ООО «Крепёж-Сервис»"
                 *     }
                 */
                "application/json": {
                    inn: string;
                    kpp: string;
                    ogrn: string;
                    director: string;
                    organization_name: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: components["schemas"]["User"];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Изменять реквизиты организации может только главный менеджер компании». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    contentGetRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            title: string;
                            description: string;
                            advantages: {
                                id: number;
                                title: string;
                                img: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    notificationsIsNewsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: boolean;
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    webformGetForm: {
        parameters: {
            query: {
                /** @example CALLBACK */
                form_code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            form_code: string;
                            title: string;
                            description: string;
                            fields: {
                                name: string;
                                /** @enum {string} */
                                type: "text" | "textarea" | "file" | "checkbox" | "select" | "radio" | "buttons" | "toggle";
                                label: string;
                                placeholder: string;
                                required: boolean;
                                options: {
                                    code: string;
                                    name: string;
                                }[];
                                own_option: boolean;
                                validation: ("email" | "FIO" | "phone") | null;
                                accept: ("application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/vnd.dwg" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")[];
                                max_files: number;
                            }[];
                            hidden: string[];
                            submit_button_text: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Форма не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    webformSendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "form_name": "WEBFORM_MESSAGE_TO_MANAGER",
                 *       "email": "buyer@example.ru",
                 *       "comment": "Нужны болты М10х50 DIN 933, 500 штук"
                 *     }
                 */
                "multipart/form-data": {
                    form_name: string;
                } & {
                    [key: string]: string | string[] | boolean;
                };
                /**
                 * @example {
                 *       "form_name": "WEBFORM_MESSAGE_TO_MANAGER",
                 *       "email": "buyer@example.ru",
                 *       "comment": "Нужны болты М10х50 DIN 933, 500 штук"
                 *     }
                 */
                "application/json": {
                    form_name: string;
                } & {
                    [key: string]: string | string[] | boolean;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            message: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Проверьте правильность заполнения полей», «Эта форма не принимает файлы». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Файл не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много заявок. Попробуйте через час». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    webformUploadFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "form_name": "WHOLESALE"
                 *     }
                 */
                "multipart/form-data": {
                    form_name: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            name: string;
                            type: string;
                            size: number;
                            file_id: string;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Проверьте правильность заполнения полей», «Выберите файл». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много загрузок файлов. Попробуйте через час». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Внешний сервис не ответил; повторите позже. Сообщение: «Загрузка файлов временно недоступна. Попробуйте позже или отправьте заявку без файлов». */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    webformRemoveFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file_id": "0123456789abcdef0123456789abcdef"
                 *     }
                 */
                "multipart/form-data": {
                    file_id: string;
                };
                /**
                 * @example {
                 *       "file_id": "0123456789abcdef0123456789abcdef"
                 *     }
                 */
                "application/json": {
                    file_id: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            message: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Файл не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                id: number;
                                bid: number;
                                code: string;
                                name: string;
                                image: string;
                                url: string;
                                properties: {
                                    code: string;
                                    name: string;
                                    value: string;
                                }[];
                                price: number;
                                discount_price: number;
                                quantity: number;
                                measure: string;
                                order_multiple: number;
                                sum_price: number;
                                sum_discount_price: number;
                                available: boolean;
                                stock: number;
                                on_order: boolean;
                                weight_g: number;
                            }[];
                            count: number;
                            price: number;
                            discount: number;
                            discount_price: number;
                            weight_g: number;
                            recommended_ids: number[];
                            promocode_info: {
                                code: string;
                                description: string;
                                applied: boolean;
                                discount: number;
                                error: string | null;
                            } | null;
                            current_basket: {
                                id: number;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                is_main: boolean;
                            } | null;
                            notices: string[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "quantity": 10
                 *     }
                 */
                "application/json": {
                    id: number;
                    /** @default 1 */
                    quantity?: number;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                id: number;
                                bid: number;
                                code: string;
                                name: string;
                                image: string;
                                url: string;
                                properties: {
                                    code: string;
                                    name: string;
                                    value: string;
                                }[];
                                price: number;
                                discount_price: number;
                                quantity: number;
                                measure: string;
                                order_multiple: number;
                                sum_price: number;
                                sum_discount_price: number;
                                available: boolean;
                                stock: number;
                                on_order: boolean;
                                weight_g: number;
                            }[];
                            count: number;
                            price: number;
                            discount: number;
                            discount_price: number;
                            weight_g: number;
                            recommended_ids: number[];
                            promocode_info: {
                                code: string;
                                description: string;
                                applied: boolean;
                                discount: number;
                                error: string | null;
                            } | null;
                            current_basket: {
                                id: number;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                is_main: boolean;
                            } | null;
                            notices: string[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Товар не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщения: «Количество одного товара в корзине — не более 999 999», «В корзине может быть не более 300 товаров». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketAddList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "id": 1,
                 *           "quantity": 100
                 *         },
                 *         {
                 *           "id": 2,
                 *           "quantity": 50
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    items: {
                        id: number;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                id: number;
                                bid: number;
                                code: string;
                                name: string;
                                image: string;
                                url: string;
                                properties: {
                                    code: string;
                                    name: string;
                                    value: string;
                                }[];
                                price: number;
                                discount_price: number;
                                quantity: number;
                                measure: string;
                                order_multiple: number;
                                sum_price: number;
                                sum_discount_price: number;
                                available: boolean;
                                stock: number;
                                on_order: boolean;
                                weight_g: number;
                            }[];
                            count: number;
                            price: number;
                            discount: number;
                            discount_price: number;
                            weight_g: number;
                            recommended_ids: number[];
                            promocode_info: {
                                code: string;
                                description: string;
                                applied: boolean;
                                discount: number;
                                error: string | null;
                            } | null;
                            current_basket: {
                                id: number;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                is_main: boolean;
                            } | null;
                            notices: string[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Нет найденных товаров для корзины», «Не больше 200 строк за раз». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Товар не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщения: «Количество одного товара в корзине — не более 999 999», «В корзине может быть не более 300 товаров». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketSetQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bid": 1,
                 *       "quantity": 25
                 *     }
                 */
                "application/json": {
                    bid: number;
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                id: number;
                                bid: number;
                                code: string;
                                name: string;
                                image: string;
                                url: string;
                                properties: {
                                    code: string;
                                    name: string;
                                    value: string;
                                }[];
                                price: number;
                                discount_price: number;
                                quantity: number;
                                measure: string;
                                order_multiple: number;
                                sum_price: number;
                                sum_discount_price: number;
                                available: boolean;
                                stock: number;
                                on_order: boolean;
                                weight_g: number;
                            }[];
                            count: number;
                            price: number;
                            discount: number;
                            discount_price: number;
                            weight_g: number;
                            recommended_ids: number[];
                            promocode_info: {
                                code: string;
                                description: string;
                                applied: boolean;
                                discount: number;
                                error: string | null;
                            } | null;
                            current_basket: {
                                id: number;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                is_main: boolean;
                            } | null;
                            notices: string[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Товар не найден в корзине». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщение: «Количество одного товара в корзине — не более 999 999». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketRemove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bids": [
                 *         1,
                 *         2
                 *       ]
                 *     }
                 */
                "application/json": {
                    bids: number[];
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                id: number;
                                bid: number;
                                code: string;
                                name: string;
                                image: string;
                                url: string;
                                properties: {
                                    code: string;
                                    name: string;
                                    value: string;
                                }[];
                                price: number;
                                discount_price: number;
                                quantity: number;
                                measure: string;
                                order_multiple: number;
                                sum_price: number;
                                sum_discount_price: number;
                                available: boolean;
                                stock: number;
                                on_order: boolean;
                                weight_g: number;
                            }[];
                            count: number;
                            price: number;
                            discount: number;
                            discount_price: number;
                            weight_g: number;
                            recommended_ids: number[];
                            promocode_info: {
                                code: string;
                                description: string;
                                applied: boolean;
                                discount: number;
                                error: string | null;
                            } | null;
                            current_basket: {
                                id: number;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                is_main: boolean;
                            } | null;
                            notices: string[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Товар не найден в корзине». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketGetRecommendedProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "recommended_ids": [
                 *         1,
                 *         2,
                 *         3
                 *       ]
                 *     }
                 */
                "application/json": {
                    recommended_ids: number[];
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: components["schemas"]["ProductCard"][];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketGetMultiBaskets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            description: string;
                            count: number;
                            price: number;
                            is_main: boolean;
                            is_active: boolean;
                            /** @enum {string} */
                            color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketGetBasket: {
        parameters: {
            query: {
                /** @example 2 */
                basket_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                id: number;
                                bid: number;
                                code: string;
                                name: string;
                                image: string;
                                url: string;
                                properties: {
                                    code: string;
                                    name: string;
                                    value: string;
                                }[];
                                price: number;
                                discount_price: number;
                                quantity: number;
                                measure: string;
                                order_multiple: number;
                                sum_price: number;
                                sum_discount_price: number;
                                available: boolean;
                                stock: number;
                                on_order: boolean;
                                weight_g: number;
                            }[];
                            count: number;
                            price: number;
                            discount: number;
                            discount_price: number;
                            weight_g: number;
                            recommended_ids: number[];
                            promocode_info: {
                                code: string;
                                description: string;
                                applied: boolean;
                                discount: number;
                                error: string | null;
                            } | null;
                            current_basket: {
                                id: number;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                is_main: boolean;
                            } | null;
                            notices: string[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Корзина не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketCreateBasket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Объект на Ленина, 5",
                 *       "description": "Крепёж для фасада"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    color?: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            baskets: {
                                id: number;
                                name: string;
                                description: string;
                                count: number;
                                price: number;
                                is_main: boolean;
                                is_active: boolean;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                            }[];
                            basket: {
                                items: {
                                    id: number;
                                    bid: number;
                                    code: string;
                                    name: string;
                                    image: string;
                                    url: string;
                                    properties: {
                                        code: string;
                                        name: string;
                                        value: string;
                                    }[];
                                    price: number;
                                    discount_price: number;
                                    quantity: number;
                                    measure: string;
                                    order_multiple: number;
                                    sum_price: number;
                                    sum_discount_price: number;
                                    available: boolean;
                                    stock: number;
                                    on_order: boolean;
                                    weight_g: number;
                                }[];
                                count: number;
                                price: number;
                                discount: number;
                                discount_price: number;
                                weight_g: number;
                                recommended_ids: number[];
                                promocode_info: {
                                    code: string;
                                    description: string;
                                    applied: boolean;
                                    discount: number;
                                    error: string | null;
                                } | null;
                                current_basket: {
                                    id: number;
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                    is_main: boolean;
                                } | null;
                                notices: string[];
                            };
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Несколько корзин отключены в настройках магазина». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщение: «Можно создать не более 8 корзин». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketUpdateBasket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "basket_id": 2,
                 *       "name": "Объект на Ленина, 7",
                 *       "description": ""
                 *     }
                 */
                "application/json": {
                    basket_id: number;
                    name: string;
                    description?: string;
                    /** @enum {string} */
                    color?: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            baskets: {
                                id: number;
                                name: string;
                                description: string;
                                count: number;
                                price: number;
                                is_main: boolean;
                                is_active: boolean;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                            }[];
                            basket: {
                                items: {
                                    id: number;
                                    bid: number;
                                    code: string;
                                    name: string;
                                    image: string;
                                    url: string;
                                    properties: {
                                        code: string;
                                        name: string;
                                        value: string;
                                    }[];
                                    price: number;
                                    discount_price: number;
                                    quantity: number;
                                    measure: string;
                                    order_multiple: number;
                                    sum_price: number;
                                    sum_discount_price: number;
                                    available: boolean;
                                    stock: number;
                                    on_order: boolean;
                                    weight_g: number;
                                }[];
                                count: number;
                                price: number;
                                discount: number;
                                discount_price: number;
                                weight_g: number;
                                recommended_ids: number[];
                                promocode_info: {
                                    code: string;
                                    description: string;
                                    applied: boolean;
                                    discount: number;
                                    error: string | null;
                                } | null;
                                current_basket: {
                                    id: number;
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                    is_main: boolean;
                                } | null;
                                notices: string[];
                            };
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Несколько корзин отключены в настройках магазина». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Корзина не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketDeleteBasket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "basket_id": 2
                 *     }
                 */
                "application/json": {
                    basket_id: number;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            baskets: {
                                id: number;
                                name: string;
                                description: string;
                                count: number;
                                price: number;
                                is_main: boolean;
                                is_active: boolean;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                            }[];
                            basket: {
                                items: {
                                    id: number;
                                    bid: number;
                                    code: string;
                                    name: string;
                                    image: string;
                                    url: string;
                                    properties: {
                                        code: string;
                                        name: string;
                                        value: string;
                                    }[];
                                    price: number;
                                    discount_price: number;
                                    quantity: number;
                                    measure: string;
                                    order_multiple: number;
                                    sum_price: number;
                                    sum_discount_price: number;
                                    available: boolean;
                                    stock: number;
                                    on_order: boolean;
                                    weight_g: number;
                                }[];
                                count: number;
                                price: number;
                                discount: number;
                                discount_price: number;
                                weight_g: number;
                                recommended_ids: number[];
                                promocode_info: {
                                    code: string;
                                    description: string;
                                    applied: boolean;
                                    discount: number;
                                    error: string | null;
                                } | null;
                                current_basket: {
                                    id: number;
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                    is_main: boolean;
                                } | null;
                                notices: string[];
                            };
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Несколько корзин отключены в настройках магазина». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Корзина не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщение: «Основную корзину нельзя удалить». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketChangeBasket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "basket_id": 2
                 *     }
                 */
                "application/json": {
                    basket_id: number;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            baskets: {
                                id: number;
                                name: string;
                                description: string;
                                count: number;
                                price: number;
                                is_main: boolean;
                                is_active: boolean;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                            }[];
                            basket: {
                                items: {
                                    id: number;
                                    bid: number;
                                    code: string;
                                    name: string;
                                    image: string;
                                    url: string;
                                    properties: {
                                        code: string;
                                        name: string;
                                        value: string;
                                    }[];
                                    price: number;
                                    discount_price: number;
                                    quantity: number;
                                    measure: string;
                                    order_multiple: number;
                                    sum_price: number;
                                    sum_discount_price: number;
                                    available: boolean;
                                    stock: number;
                                    on_order: boolean;
                                    weight_g: number;
                                }[];
                                count: number;
                                price: number;
                                discount: number;
                                discount_price: number;
                                weight_g: number;
                                recommended_ids: number[];
                                promocode_info: {
                                    code: string;
                                    description: string;
                                    applied: boolean;
                                    discount: number;
                                    error: string | null;
                                } | null;
                                current_basket: {
                                    id: number;
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                    is_main: boolean;
                                } | null;
                                notices: string[];
                            };
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Несколько корзин отключены в настройках магазина». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Корзина не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    basketCopyItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from_basket_id": 2,
                 *       "to_basket_id": 1
                 *     }
                 */
                "application/json": {
                    from_basket_id: number;
                    to_basket_id: number;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            baskets: {
                                id: number;
                                name: string;
                                description: string;
                                count: number;
                                price: number;
                                is_main: boolean;
                                is_active: boolean;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                            }[];
                            basket: {
                                items: {
                                    id: number;
                                    bid: number;
                                    code: string;
                                    name: string;
                                    image: string;
                                    url: string;
                                    properties: {
                                        code: string;
                                        name: string;
                                        value: string;
                                    }[];
                                    price: number;
                                    discount_price: number;
                                    quantity: number;
                                    measure: string;
                                    order_multiple: number;
                                    sum_price: number;
                                    sum_discount_price: number;
                                    available: boolean;
                                    stock: number;
                                    on_order: boolean;
                                    weight_g: number;
                                }[];
                                count: number;
                                price: number;
                                discount: number;
                                discount_price: number;
                                weight_g: number;
                                recommended_ids: number[];
                                promocode_info: {
                                    code: string;
                                    description: string;
                                    applied: boolean;
                                    discount: number;
                                    error: string | null;
                                } | null;
                                current_basket: {
                                    id: number;
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                    is_main: boolean;
                                } | null;
                                notices: string[];
                            };
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Несколько корзин отключены в настройках магазина». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Корзина не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщения: «Выберите другую корзину, чтобы скопировать в неё товары», «В корзине может быть не более 300 товаров», «Количество одного товара в корзине — не более 999 999». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    promocodeApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "KREP10"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            success: boolean;
                            error: string | null;
                            basket: {
                                items: {
                                    id: number;
                                    bid: number;
                                    code: string;
                                    name: string;
                                    image: string;
                                    url: string;
                                    properties: {
                                        code: string;
                                        name: string;
                                        value: string;
                                    }[];
                                    price: number;
                                    discount_price: number;
                                    quantity: number;
                                    measure: string;
                                    order_multiple: number;
                                    sum_price: number;
                                    sum_discount_price: number;
                                    available: boolean;
                                    stock: number;
                                    on_order: boolean;
                                    weight_g: number;
                                }[];
                                count: number;
                                price: number;
                                discount: number;
                                discount_price: number;
                                weight_g: number;
                                recommended_ids: number[];
                                promocode_info: {
                                    code: string;
                                    description: string;
                                    applied: boolean;
                                    discount: number;
                                    error: string | null;
                                } | null;
                                current_basket: {
                                    id: number;
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                    is_main: boolean;
                                } | null;
                                notices: string[];
                            };
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    promocodeCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "KREP10"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            success: boolean;
                            error: string | null;
                            basket: {
                                items: {
                                    id: number;
                                    bid: number;
                                    code: string;
                                    name: string;
                                    image: string;
                                    url: string;
                                    properties: {
                                        code: string;
                                        name: string;
                                        value: string;
                                    }[];
                                    price: number;
                                    discount_price: number;
                                    quantity: number;
                                    measure: string;
                                    order_multiple: number;
                                    sum_price: number;
                                    sum_discount_price: number;
                                    available: boolean;
                                    stock: number;
                                    on_order: boolean;
                                    weight_g: number;
                                }[];
                                count: number;
                                price: number;
                                discount: number;
                                discount_price: number;
                                weight_g: number;
                                recommended_ids: number[];
                                promocode_info: {
                                    code: string;
                                    description: string;
                                    applied: boolean;
                                    discount: number;
                                    error: string | null;
                                } | null;
                                current_basket: {
                                    id: number;
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                    is_main: boolean;
                                } | null;
                                notices: string[];
                            };
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    favouriteGetIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: number[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    favouriteAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: number[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Избранное отключено в настройках магазина». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Товар не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщение: «В избранном может быть не более 1000 товаров». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    favouriteDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: number[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Избранное отключено в настройках магазина». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    favouriteGetProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: components["schemas"]["ProductCard"][];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    locationFindCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "ека"
                 *     }
                 */
                "application/json": {
                    query: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            city: string;
                            region: string;
                            country: string;
                            zip: string;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    orderGetDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "location": "Москва"
                 *     }
                 */
                "application/json": {
                    location: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            courier: {
                                period: {
                                    from: number;
                                    to: number;
                                    /** @enum {string} */
                                    unit: "minutes" | "hours" | "days" | "months";
                                };
                                price: number;
                                description: string;
                                date_from: string;
                                date_to: string;
                            } | null;
                            transport_company: {
                                companies: {
                                    type: string;
                                    name: string;
                                    logo: string;
                                    description: string;
                                    have_count_methods: boolean;
                                    methods: {
                                        /** @enum {string} */
                                        type: "courier" | "pickup";
                                        name: string;
                                    }[];
                                }[];
                            } | null;
                            pickup: {
                                stocks: {
                                    id: number;
                                    name: string;
                                    address: string;
                                    work_time: string;
                                    date_from: string;
                                    date_to: string;
                                }[];
                            } | null;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщение: «Город не найден: выберите его из списка». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deliveryCountDeliveryOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "pickup",
                 *       "service": "cdek",
                 *       "location": "Казань"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "courier" | "pickup";
                    service: string;
                    location: string;
                    zip?: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            company_type: string;
                            /** @enum {string} */
                            type: "courier" | "pickup";
                            price: number;
                            period: {
                                from: number;
                                to: number;
                                /** @enum {string} */
                                unit: "minutes" | "hours" | "days" | "months";
                            };
                            date: string;
                            date_from: string;
                            date_to: string;
                            weight_g: number;
                            pickup_points_list: {
                                id: string;
                                name: string;
                                address: string;
                                work_time: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщения: «Город не найден: выберите его из списка», «Транспортная компания не найдена», «Этот способ доставки недоступен в выбранном городе». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deliveryGetPvzList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "cdek",
                 *       "location": "Казань"
                 *     }
                 */
                "application/json": {
                    type: string;
                    location: string;
                    zip?: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: string;
                            name: string;
                            address: string;
                            work_time: string;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщения: «Город не найден: выберите его из списка», «Транспортная компания не найдена». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    orderGetPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            logo: string;
                            description: string;
                            is_default: boolean;
                        }[];
                    };
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    paymentPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_num": "2026-000001"
                 *     }
                 */
                "application/json": {
                    order_num: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            payment_url: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Заказ не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщение: «Заказ не ожидает оплаты». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Внешний сервис не ответил; повторите позже. Сообщение: «Платёжный сервис не ответил. Попробуйте оплатить позже». */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    paymentNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "notification",
                 *       "event": "payment.succeeded",
                 *       "object": {
                 *         "id": "2d1b6b31-000f-5000-9000-1b68e7b15f3f"
                 *       }
                 *     }
                 */
                "application/json": {
                    type?: string;
                    event: string;
                    object: {
                        id: string;
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "canceled";
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Платёж не совпадает с заказом». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Уведомление о платеже не прошло проверку». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Платёж не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Внешний сервис не ответил; повторите позже. Сообщение: «Платёжный сервис не ответил. Попробуйте оплатить позже». */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    orderGetOrderOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            fio: string;
                            email: string;
                            phone: string;
                            /** @enum {string} */
                            user_type: "individual" | "company";
                            location: string;
                            zip: string;
                            address: string;
                            receiving_type: ("courier" | "transportCompanyCourier" | "transportCompanyPickup" | "pickup") | null;
                            delivery_service: string;
                            stock_id: number | null;
                            payment_id: number | null;
                            organization_id: number | null;
                            organizations: {
                                id: number;
                                name: string;
                                inn: string;
                                kpp: string;
                            }[];
                            company: {
                                company: string;
                                director: string;
                                inn: string;
                                ogrn: string;
                                kpp: string;
                                bik: string;
                                bank_name: string;
                                correspondent_settlement: string;
                                settlement_invoice: string;
                            };
                            guest: boolean;
                            basket_revision: string;
                            goods_total: number;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    orderCheckUserUnregistered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "new.buyer@example.ru",
                 *       "phone": "+7 (912) 345-67-89"
                 *     }
                 */
                "application/json": {
                    email: string;
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            unregistered: boolean;
                            email_registered: boolean;
                            phone_registered: boolean;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много проверок. Попробуйте через 15 минут». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    orderCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_properties": {
                 *         "contact_person": "Иванов Иван Иванович",
                 *         "email": "buyer@example.ru",
                 *         "phone": "+7 (912) 345-67-89",
                 *         "location": "Москва",
                 *         "receiving_type": "pickup",
                 *         "stock_id": 1,
                 *         "payment": 1,
                 *         "comment": "Позвонить за час"
                 *       },
                 *       "user_type": "individual"
                 *     }
                 */
                "application/json": {
                    order_properties: {
                        contact_person: string;
                        email: string;
                        phone: string;
                        location: string;
                        zip?: string;
                        address?: string;
                        comment?: string;
                        /** @enum {string} */
                        receiving_type: "courier" | "transportCompanyCourier" | "transportCompanyPickup" | "pickup";
                        delivery_service?: string;
                        stock_id?: number;
                        /** Format: date */
                        receiving_date_start?: string;
                        /** Format: date */
                        receiving_date_end?: string;
                        payment: number;
                        punkt?: string;
                        company?: string;
                        inn?: string;
                        ogrn?: string;
                        kpp?: string;
                        director?: string;
                        bik?: string;
                        bank_name?: string;
                        correspondent_settlement?: string;
                        settlement_invoice?: string;
                    };
                    /** @enum {string} */
                    user_type: "individual" | "company";
                    organization_id?: number;
                    expected_total?: number;
                    basket_revision?: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            order_id: number;
                            order_num: string;
                            payment_url?: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Не передан заголовок Idempotency-Key: повторите оформление заказа», «Некорректный заголовок Idempotency-Key: 8–100 символов — латиница, цифры, _ . : -», «Проверьте правильность заполнения полей», «Выберите организацию», «Выберите способ оплаты», «Войдите, чтобы оформить заказ на организацию», «Укажите адрес доставки», «Выбор даты получения недоступен», «Выберите дату не раньше 02.12.2026», «Выберите дату не позже 02.03.2027», «Дата окончания раньше даты начала», «Курьер привозит заказы по рабочим дням: выберите день с понедельника по пятницу». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Войдите, чтобы оформить заказ». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Оформление заказа на юридическое лицо недоступно». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Организация не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщения: «Этот заказ уже оформляется: дождитесь ответа», «Корзина изменилась, пока вы оформляли заказ. Проверьте состав и сумму заказа», «Сумма заказа изменилась. Проверьте состав и сумму заказа», «Пользователь с таким email уже зарегистрирован. Войдите, чтобы оформить заказ», «Пользователь с таким телефоном уже зарегистрирован. Войдите, чтобы оформить заказ», «Пользователь с таким email уже зарегистрирован», «Промокод больше не действует: все его использования исчерпаны», «Вы уже использовали этот промокод». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщения: «Этот ключ Idempotency-Key уже использован для другого заказа», «Корзина пуста: добавьте товары, чтобы оформить заказ». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много попыток с уже зарегистрированными email или телефоном. Попробуйте через час». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    orderGetList: {
        parameters: {
            query?: {
                /** @example 2026-01-01 */
                date_from?: string;
                date_to?: string;
                /** @example Новый */
                status?: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                number?: string;
                organization_id?: number;
                /** @example 1 */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                order_id: number;
                                order_num: string;
                                created_at: string;
                                /** @enum {string} */
                                status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                                total: number;
                                organization_name: string;
                                buyer: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    orderGet: {
        parameters: {
            query: {
                /** @example 2026-000001 */
                order_num: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            order_id: number;
                            order_num: string;
                            created_at: string;
                            /** @enum {string} */
                            status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                            total: number;
                            organization_name: string;
                            buyer: string | null;
                            lines: {
                                product_id: number | null;
                                name: string;
                                article: string;
                                unit: string;
                                price: number;
                                discount_price: number;
                                quantity: number;
                                sum_price: number;
                                sum_discount_price: number;
                                on_order_quantity: number;
                                lead_time_days: number;
                            }[];
                            goods_price: number;
                            goods_discount_price: number;
                            promocode: string | null;
                            promo_discount: number;
                            delivery: {
                                /** @enum {string} */
                                receiving_type: "courier" | "transportCompanyCourier" | "transportCompanyPickup" | "pickup";
                                service: string;
                                description: string;
                                location: string;
                                zip: string;
                                address: string;
                                stock_id: number | null;
                                punkt: string;
                                price: number;
                                date_from: string;
                                date_to: string;
                                receiving_date_start: string | null;
                                receiving_date_end: string | null;
                            };
                            payment: {
                                id: number;
                                name: string;
                            };
                            contact: {
                                contact_person: string;
                                email: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            user_type: "individual" | "company";
                            requisites: {
                                [key: string]: string;
                            } | null;
                            comment: string;
                            vat_rate: number;
                            vat_amount: number;
                            history: {
                                /** @enum {string} */
                                status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                                created_at: string;
                            }[];
                            can_cancel: boolean;
                            can_repeat: boolean;
                            can_pay: boolean;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Заказ не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    orderCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_num": "2026-000001"
                 *     }
                 */
                "application/json": {
                    order_num: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            order_id: number;
                            order_num: string;
                            created_at: string;
                            /** @enum {string} */
                            status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                            total: number;
                            organization_name: string;
                            buyer: string | null;
                            lines: {
                                product_id: number | null;
                                name: string;
                                article: string;
                                unit: string;
                                price: number;
                                discount_price: number;
                                quantity: number;
                                sum_price: number;
                                sum_discount_price: number;
                                on_order_quantity: number;
                                lead_time_days: number;
                            }[];
                            goods_price: number;
                            goods_discount_price: number;
                            promocode: string | null;
                            promo_discount: number;
                            delivery: {
                                /** @enum {string} */
                                receiving_type: "courier" | "transportCompanyCourier" | "transportCompanyPickup" | "pickup";
                                service: string;
                                description: string;
                                location: string;
                                zip: string;
                                address: string;
                                stock_id: number | null;
                                punkt: string;
                                price: number;
                                date_from: string;
                                date_to: string;
                                receiving_date_start: string | null;
                                receiving_date_end: string | null;
                            };
                            payment: {
                                id: number;
                                name: string;
                            };
                            contact: {
                                contact_person: string;
                                email: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            user_type: "individual" | "company";
                            requisites: {
                                [key: string]: string;
                            } | null;
                            comment: string;
                            vat_rate: number;
                            vat_amount: number;
                            history: {
                                /** @enum {string} */
                                status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                                created_at: string;
                            }[];
                            can_cancel: boolean;
                            can_repeat: boolean;
                            can_pay: boolean;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Отмена заказов недоступна». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Заказ не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщение: «Отменить можно только новый или неоплаченный заказ». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    orderRepeat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_num": "2026-000001"
                 *     }
                 */
                "application/json": {
                    order_num: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                id: number;
                                bid: number;
                                code: string;
                                name: string;
                                image: string;
                                url: string;
                                properties: {
                                    code: string;
                                    name: string;
                                    value: string;
                                }[];
                                price: number;
                                discount_price: number;
                                quantity: number;
                                measure: string;
                                order_multiple: number;
                                sum_price: number;
                                sum_discount_price: number;
                                available: boolean;
                                stock: number;
                                on_order: boolean;
                                weight_g: number;
                            }[];
                            count: number;
                            price: number;
                            discount: number;
                            discount_price: number;
                            weight_g: number;
                            recommended_ids: number[];
                            promocode_info: {
                                code: string;
                                description: string;
                                applied: boolean;
                                discount: number;
                                error: string | null;
                            } | null;
                            current_basket: {
                                id: number;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                color: "primary" | "secondary" | "blue" | "orange" | "teal" | "indigo" | "green" | "yellow" | "pink" | "purple";
                                is_main: boolean;
                            } | null;
                            notices: string[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Повтор заказов недоступен». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Заказ не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщения: «Товаров этого заказа больше нет в каталоге», «Количество одного товара в корзине — не более 999 999», «В корзине может быть не более 300 товаров». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    orderGetInvoice: {
        parameters: {
            query: {
                /** @example 2026-000001 */
                order_num: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Счёт (PDF) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Заказ не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    operatorGetOrders: {
        parameters: {
            query?: {
                date_from?: string;
                date_to?: string;
                /** @example Новый */
                status?: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                number?: string;
                organization_id?: number;
                /** @example 1 */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                order_id: number;
                                order_num: string;
                                created_at: string;
                                /** @enum {string} */
                                status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                                total: number;
                                organization_name: string;
                                buyer: string | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Неверный токен оператора». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Доступ оператора не настроен». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    operatorGetOrder: {
        parameters: {
            query: {
                /** @example 2026-000001 */
                order_num: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            order_id: number;
                            order_num: string;
                            created_at: string;
                            /** @enum {string} */
                            status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                            total: number;
                            organization_name: string;
                            buyer: string | null;
                            lines: {
                                product_id: number | null;
                                name: string;
                                article: string;
                                unit: string;
                                price: number;
                                discount_price: number;
                                quantity: number;
                                sum_price: number;
                                sum_discount_price: number;
                                on_order_quantity: number;
                                lead_time_days: number;
                            }[];
                            goods_price: number;
                            goods_discount_price: number;
                            promocode: string | null;
                            promo_discount: number;
                            delivery: {
                                /** @enum {string} */
                                receiving_type: "courier" | "transportCompanyCourier" | "transportCompanyPickup" | "pickup";
                                service: string;
                                description: string;
                                location: string;
                                zip: string;
                                address: string;
                                stock_id: number | null;
                                punkt: string;
                                price: number;
                                date_from: string;
                                date_to: string;
                                receiving_date_start: string | null;
                                receiving_date_end: string | null;
                            };
                            payment: {
                                id: number;
                                name: string;
                            };
                            contact: {
                                contact_person: string;
                                email: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            user_type: "individual" | "company";
                            requisites: {
                                [key: string]: string;
                            } | null;
                            comment: string;
                            vat_rate: number;
                            vat_amount: number;
                            history: {
                                /** @enum {string} */
                                status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                                created_at: string;
                            }[];
                            can_cancel: boolean;
                            can_repeat: boolean;
                            can_pay: boolean;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Неверный токен оператора». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Доступ оператора не настроен». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Заказ не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    operatorSetOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_num": "2026-000001",
                 *       "status": "В сборке"
                 *     }
                 */
                "application/json": {
                    order_num: string;
                    /** @enum {string} */
                    status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            order_id: number;
                            order_num: string;
                            created_at: string;
                            /** @enum {string} */
                            status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                            total: number;
                            organization_name: string;
                            buyer: string | null;
                            lines: {
                                product_id: number | null;
                                name: string;
                                article: string;
                                unit: string;
                                price: number;
                                discount_price: number;
                                quantity: number;
                                sum_price: number;
                                sum_discount_price: number;
                                on_order_quantity: number;
                                lead_time_days: number;
                            }[];
                            goods_price: number;
                            goods_discount_price: number;
                            promocode: string | null;
                            promo_discount: number;
                            delivery: {
                                /** @enum {string} */
                                receiving_type: "courier" | "transportCompanyCourier" | "transportCompanyPickup" | "pickup";
                                service: string;
                                description: string;
                                location: string;
                                zip: string;
                                address: string;
                                stock_id: number | null;
                                punkt: string;
                                price: number;
                                date_from: string;
                                date_to: string;
                                receiving_date_start: string | null;
                                receiving_date_end: string | null;
                            };
                            payment: {
                                id: number;
                                name: string;
                            };
                            contact: {
                                contact_person: string;
                                email: string;
                                phone: string;
                            };
                            /** @enum {string} */
                            user_type: "individual" | "company";
                            requisites: {
                                [key: string]: string;
                            } | null;
                            comment: string;
                            vat_rate: number;
                            vat_amount: number;
                            history: {
                                /** @enum {string} */
                                status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                                created_at: string;
                            }[];
                            can_cancel: boolean;
                            can_repeat: boolean;
                            can_pay: boolean;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Неверный токен оператора». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Доступ оператора не настроен». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Заказ не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщения: «Статус доставленного или отменённого заказа не меняется», «Заказ не возвращается в прежний статус», «Статус «Ожидает оплаты» ставится только при оформлении с оплатой онлайн», «Отгруженный заказ не отменяется», «Статус заказа изменился, пока шёл запрос: прочитайте заказ и повторите». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    dadataFindOrganization: {
        parameters: {
            query?: {
                /** @example ТехМонтаж */
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            name: string;
                            inn: string;
                            kpp: string;
                            ogrn: string;
                            director: string;
                            address: string;
                            postal_code: string;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много запросов подсказок. Попробуйте через минуту». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    dadataFindAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "Тверская 7",
                 *       "city": "Москва"
                 *     }
                 */
                "application/json": {
                    query: string;
                    city?: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            value: string;
                            unrestricted_value: string;
                            house: string;
                            postal_code: string;
                            city: string;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много запросов подсказок. Попробуйте через минуту». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deliveryAddressesGetList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            address: string;
                            city: string;
                            zip: string;
                            is_default: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deliveryAddressesAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Склад на Бутырской",
                 *       "address": "ул Бутырская, д 75",
                 *       "city": "Москва",
                 *       "zip": "127015",
                 *       "is_default": true
                 *     }
                 */
                "application/json": {
                    name: string;
                    address: string;
                    /** @default  */
                    city?: string;
                    /** @default  */
                    zip?: string;
                    /** @default false */
                    is_default?: boolean;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            address: string;
                            city: string;
                            zip: string;
                            is_default: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщение: «Можно сохранить не более 50 адресов». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deliveryAddressesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "name": "Склад на Бутырской",
                 *       "address": "ул Бутырская, д 75",
                 *       "city": "Москва",
                 *       "zip": "127015",
                 *       "is_default": true
                 *     }
                 */
                "application/json": {
                    id: number;
                    name: string;
                    address: string;
                    /** @default  */
                    city?: string;
                    /** @default  */
                    zip?: string;
                    is_default?: boolean;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            address: string;
                            city: string;
                            zip: string;
                            is_default: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Адрес не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deliveryAddressesDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            address: string;
                            city: string;
                            zip: string;
                            is_default: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Адрес не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    organizationsGetList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            inn: string;
                            kpp: string;
                            ogrn: string;
                            director: string;
                            address: string;
                            postal_code: string;
                            parent_organization: number | null;
                            employees_count: number;
                            orders_count: number;
                            is_own: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    organizationsAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "ООО «Крепёж-Сервис»",
                 *       "address": "г. Москва, ул. Вавилова, д. 19",
                 *       "postal_code": "117312",
                 *       "director": "Петров Пётр Петрович",
                 *       "kpp": "773601001",
                 *       "inn": "7707083893",
                 *       "ogrn": "1027700132195",
                 *       "parent_id": 1
                 *     }
                 */
                "application/json": {
                    name: string;
                    address: string;
                    postal_code: string;
                    director: string;
                    kpp: string;
                    inn: string;
                    ogrn: string;
                    parent_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            inn: string;
                            kpp: string;
                            ogrn: string;
                            director: string;
                            address: string;
                            postal_code: string;
                            parent_organization: number | null;
                            employees_count: number;
                            orders_count: number;
                            is_own: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Выберите родительскую организацию». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Добавлять организации может только менеджер компании». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Организация не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщение: «Организация с таким ИНН и КПП уже есть». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    organizationsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 2,
                 *       "name": "ООО «Крепёж-Сервис»",
                 *       "address": "г. Москва, ул. Вавилова, д. 19",
                 *       "postal_code": "117312",
                 *       "director": "Петров Пётр Петрович",
                 *       "kpp": "773601001",
                 *       "inn": "7707083893",
                 *       "ogrn": "1027700132195"
                 *     }
                 */
                "application/json": {
                    id: number;
                    name: string;
                    address: string;
                    postal_code: string;
                    director: string;
                    kpp: string;
                    inn: string;
                    ogrn: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            inn: string;
                            kpp: string;
                            ogrn: string;
                            director: string;
                            address: string;
                            postal_code: string;
                            parent_organization: number | null;
                            employees_count: number;
                            orders_count: number;
                            is_own: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Изменять организации может только менеджер компании», «Изменять реквизиты организации может только главный менеджер компании». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Организация не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщение: «Организация с таким ИНН и КПП уже есть». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    organizationsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 2
                 *     }
                 */
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            inn: string;
                            kpp: string;
                            ogrn: string;
                            director: string;
                            address: string;
                            postal_code: string;
                            parent_organization: number | null;
                            employees_count: number;
                            orders_count: number;
                            is_own: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Удалять организации может только менеджер компании». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Организация не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщения: «Нельзя удалить свою организацию», «Сначала удалите организации, которые входят в эту», «В организации есть сотрудники — её нельзя удалить». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    employeesGetList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            position: string;
                            email: string;
                            phone: string;
                            is_manager: boolean;
                            is_main_manager: boolean;
                            is_active: boolean;
                            is_blocked: boolean;
                            is_invited: boolean;
                            organizations: {
                                id: number;
                                name: string;
                            }[];
                            editable: boolean;
                            is_self: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Сотрудниками управляют менеджеры компании». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    employeesAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fio": "Соколова Мария Андреевна",
                 *       "email": "m.sokolova@example.ru",
                 *       "phone": "+7 (903) 111-22-33",
                 *       "position": "Менеджер по закупкам",
                 *       "is_manager": false,
                 *       "organizations": [
                 *         1
                 *       ]
                 *     }
                 */
                "application/json": {
                    fio: string;
                    email: string;
                    phone: string;
                    /** @default  */
                    position?: string;
                    /** @default false */
                    is_manager?: boolean;
                    organizations: number[];
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            position: string;
                            email: string;
                            phone: string;
                            is_manager: boolean;
                            is_main_manager: boolean;
                            is_active: boolean;
                            is_blocked: boolean;
                            is_invited: boolean;
                            organizations: {
                                id: number;
                                name: string;
                            }[];
                            editable: boolean;
                            is_self: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Сотрудниками управляют менеджеры компании». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Организация не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщения: «Пользователь с таким email уже зарегистрирован», «Пользователь с таким телефоном уже зарегистрирован». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Слишком много попыток с уже зарегистрированными email или телефоном. Попробуйте через час». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    employeesInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 3
                 *     }
                 */
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            position: string;
                            email: string;
                            phone: string;
                            is_manager: boolean;
                            is_main_manager: boolean;
                            is_active: boolean;
                            is_blocked: boolean;
                            is_invited: boolean;
                            organizations: {
                                id: number;
                                name: string;
                            }[];
                            editable: boolean;
                            is_self: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Сотрудниками управляют менеджеры компании», «Себя пригласить нельзя», «Главного менеджера изменить нельзя», «Этого сотрудника изменяет менеджер вышестоящей организации». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Сотрудник не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Конфликт с существующими данными; в `result.fields` — поле, которое занято. Сообщения: «Сотрудник уже задал пароль — приглашение не нужно», «Доступ сотрудника отключён — включите его, чтобы отправить приглашение». */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Слишком много попыток. Сообщение: «Приглашение уже отправлено — повторить можно через минуту». */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    employeesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 3,
                 *       "position": "Менеджер по закупкам",
                 *       "is_manager": false,
                 *       "is_active": true,
                 *       "organizations": [
                 *         1,
                 *         2
                 *       ]
                 *     }
                 */
                "application/json": {
                    id: number;
                    /** @default  */
                    position?: string;
                    is_manager: boolean;
                    is_active: boolean;
                    organizations: number[];
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            position: string;
                            email: string;
                            phone: string;
                            is_manager: boolean;
                            is_main_manager: boolean;
                            is_active: boolean;
                            is_blocked: boolean;
                            is_invited: boolean;
                            organizations: {
                                id: number;
                                name: string;
                            }[];
                            editable: boolean;
                            is_self: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Сотрудниками управляют менеджеры компании», «Свои данные меняйте в профиле», «Главного менеджера изменить нельзя», «Этого сотрудника изменяет менеджер вышестоящей организации». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщения: «Сотрудник не найден», «Организация не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    employeesDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 3
                 *     }
                 */
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            id: number;
                            name: string;
                            position: string;
                            email: string;
                            phone: string;
                            is_manager: boolean;
                            is_main_manager: boolean;
                            is_active: boolean;
                            is_blocked: boolean;
                            is_invited: boolean;
                            organizations: {
                                id: number;
                                name: string;
                            }[];
                            editable: boolean;
                            is_self: boolean;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщения: «Запрос с другого сайта отклонён», «Сотрудниками управляют менеджеры компании», «Себя удалить нельзя», «Главного менеджера изменить нельзя», «Этого сотрудника изменяет менеджер вышестоящей организации». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Сотрудник не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Запрос понятен, но выполнить его нельзя. Сообщение: «У сотрудника есть заказы — его можно заблокировать, но не удалить». */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    quickOrderResolve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "DIN933-8.8-ZN-M10X50\t100\nгайка м10 din 934 8 цинк; 100\nшайба 10"
                 *     }
                 */
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            lines: {
                                line: number;
                                query: string;
                                quantity: number;
                                product: components["schemas"]["ProductCard"] | null;
                                matches: number;
                                exact: boolean;
                                search_url: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщения: «Проверьте правильность заполнения полей», «Вставьте список товаров: по одному в строке», «Не больше 200 строк за раз», «Список слишком длинный: не больше 20 000 символов». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    newsGetList: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                code: string;
                                title: string;
                                summary: string;
                                image: string | null;
                                published_at: string;
                                is_new: boolean;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    newsGet: {
        parameters: {
            query: {
                /** @example sklad-ekaterinburg */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            code: string;
                            title: string;
                            summary: string;
                            image: string | null;
                            published_at: string;
                            is_new: boolean;
                            body_html: string;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Новость не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    newsMarkSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: null;
                    };
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    promoGetList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            code: string;
                            title: string;
                            summary: string;
                            image: string | null;
                            starts_at: string;
                            ends_at: string | null;
                            promocode: string | null;
                        }[];
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    promoGet: {
        parameters: {
            query: {
                /** @example skidka-10-na-ves-krepezh */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            code: string;
                            title: string;
                            summary: string;
                            image: string | null;
                            starts_at: string;
                            ends_at: string | null;
                            promocode: string | null;
                            body_html: string;
                            is_over: boolean;
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Акция не найдена». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    dashboardGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            this_month: {
                                orders_count: number;
                                total: number;
                            };
                            this_year: {
                                orders_count: number;
                                total: number;
                            };
                            in_progress: number;
                            awaiting_payment: {
                                orders_count: number;
                                total: number;
                            };
                            monthly: {
                                orders_count: number;
                                total: number;
                                month: string;
                            }[];
                            recent_orders: {
                                order_id: number;
                                order_num: string;
                                created_at: string;
                                /** @enum {string} */
                                status: "Новый" | "Ожидает оплаты" | "Оплачен" | "В сборке" | "Отгружен" | "Доставлен" | "Отменён";
                                total: number;
                                organization_name: string;
                                buyer: string | null;
                            }[];
                            top_products: components["schemas"]["ProductCard"][];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    priceListGetList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Успех: `{"status":"ok","result":…}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        result: {
                            items: {
                                code: string;
                                name: string;
                                product_count: number;
                                url: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Прайс-лист не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    priceListDownload: {
        parameters: {
            query: {
                /** @example all */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Прайс-лист (XLSX) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                };
            };
            /** @description Запрос не прошёл проверку; в `result.fields` — сообщение для каждого неверного или лишнего поля. Сообщение: «Проверьте правильность заполнения полей». */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Вход не выполнен. Сообщение: «Требуется вход в систему». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Не найдено. Сообщение: «Прайс-лист не найден». */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
}

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
         * @description Заголовок и HTML контентной страницы по её адресу (slug).
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
         * @description Страница найденных товаров по запросу `q` с фильтрами как у раздела каталога. Запрос разбирается как обозначение крепежа (тип, М10х50, стандарт и его аналоги, класс прочности, покрытие); распознанные признаки приходят в `chips`, исправленная раскладка — в `corrected_query`.
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
         * @description Несколько товаров, подходящих к набираемому запросу `q`, с разделом каждого.
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
         * @description Вход по email или телефону (доступные способы — `allowed_auth_methods` в настройках). Открывает новую сессию: ответ ставит cookie `sid`. После нескольких неудачных попыток вход на время закрывается.
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
         * @description true, если с последнего визита пользователя вышли новости; для гостя — false.
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
         * Сообщение менеджеру
         * @description Письмо персональному менеджеру пользователя (гостя — в отдел продаж) с email для ответа и комментарием. Принимает multipart/form-data, как форма сайта, или JSON.
         */
        post: operations["webformSendMessage"];
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
         * @description Применяет промокод к активной корзине (один на корзину, новый заменяет прежний). Проверяются срок, минимальная сумма корзины (с суммой, которой не хватает), лимиты использований и товары, к которым он относится. Отказ — { success: false, error } с причиной по-русски, например «Промокод не найден» или «Срок действия промокода истёк».
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
            /** @description Не найдено. Сообщение: «Содержимое не найдено». */
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
            /** @description Не найдено. Сообщение: «Содержимое не найдено». */
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
            /** @description Не найдено. Сообщение: «Содержимое не найдено». */
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
            /** @description Действие запрещено. Сообщение: «Запрос с другого сайта отклонён». */
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
            /** @description Не найдено. Сообщение: «Содержимое не найдено». */
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
                    email: string;
                    comment: string;
                    /** @enum {string} */
                    form_name: "WEBFORM_MESSAGE_TO_MANAGER";
                };
                /**
                 * @example {
                 *       "form_name": "WEBFORM_MESSAGE_TO_MANAGER",
                 *       "email": "buyer@example.ru",
                 *       "comment": "Нужны болты М10х50 DIN 933, 500 штук"
                 *     }
                 */
                "application/json": {
                    email: string;
                    comment: string;
                    /** @enum {string} */
                    form_name: "WEBFORM_MESSAGE_TO_MANAGER";
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
}
